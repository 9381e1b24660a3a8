// How deep a chain of calls this processor returns from without mispredicting: the size of its
// return stack buffer, read from timings (`make bench` prints it on its `machine:` line).
//
// Why it matters here: Anim runs a script as a tree of closures, so a loop's body is a chain of
// native calls (each node one frame, or two with its closure's thunk), and every iteration
// returns up the whole chain. Where the chain is deeper than the return stack, the deepest
// returns mispredict on every iteration. Lua's interpreter runs a script's calls in one C loop
// and does not have the problem. The Intel Xeon of the ninth session read 16; a processor with
// a deeper buffer would let the same binary stand better against Lua (BENCHMARKS.md, ninth
// session: the AMD EPYC of earlier sessions was not measured).
//
// Method: a chain of `depth` nested calls through a table of function pointers (no inlining;
// work after each call, so no tail calls), repeated; the time of one chain, best of 5, for each
// depth from 4 to 48. Within the buffer a chain costs `c` a call; past it each call further
// also pays a mispredicted return, `c + p`, where `c` is read from depths 4 to 12 and `c + p`
// from 40 to 48. The buffer's size is the deepest chain whose time stays within `p / 2` of the
// line through depth 8 at slope `c`; the largest of three readings, printed as
// `# return_stack=N`.
#include <stdio.h>
#include <time.h>

typedef long (*step_fn)(int, long);
static step_fn table[80];

static long step(int d, long x) {
  if (d == 0) return x + 1;
  long r = table[d - 1](d - 1, x);
  return r ^ d;
}

/// Nanoseconds one chain of `depth` calls takes, best of 5.
static double chain_nanoseconds(int depth) {
  long repeats = 2000000 / depth;
  double best = 1e18;
  long sink = 0;
  for (int run = 0; run < 5; run++) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    // The loop's own call is the chain's first frame: depth - 1 nested below it.
    for (long r = 0; r < repeats; r++) sink += table[depth - 1](depth - 1, r);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double ns = ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / (double)repeats;
    if (ns < best) best = ns;
  }
  if (sink == 42) printf("\n");  // keeps the calls' results alive
  return best;
}

/// One reading of the buffer's size (see the method above), and the two costs it found.
static int read_size(double *c_out, double *p_out) {
  enum { deepest = 48 };
  double t[deepest + 1];
  for (int depth = 4; depth <= deepest; depth++) t[depth] = chain_nanoseconds(depth);
  double c = (t[12] - t[4]) / 8;
  double p = (t[48] - t[40]) / 8 - c;
  int size = 8;
  for (int depth = 9; depth <= deepest; depth++) {
    if (t[depth] - t[8] - (depth - 8) * c >= p / 2) break;
    size = depth;
  }
  *c_out = c;
  *p_out = p;
  return size;
}

int main(void) {
  for (int i = 0; i < 80; i++) table[i] = step;
  // Three readings, the largest kept: another process's time can only make a chain look
  // slower, so a disturbed reading comes out too small, never too large.
  double c = 0, p = 0;
  int size = 0;
  for (int reading = 0; reading < 3; reading++) {
    double c1, p1;
    int s = read_size(&c1, &p1);
    if (s > size) {
      size = s;
      c = c1;
      p = p1;
    }
  }
  printf("return stack: calls nest %d deep before returns mispredict"
         " (%.2f ns a call within it, %.2f ns more a call past it)\n", size, c, p);
  printf("# return_stack=%d\n", size);
  return 0;
}
