// `getcontext`/`makecontext`/`swapcontext`: the calling thread switches to the given stack, runs
// the body there and switches back when the body returns (`uc_link`). Runs nest (a run started
// from inside a run saves and restores `current`), and each thread has its own `current`.
#include "CStackSwitch.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

// glibc only: musl has no `makecontext`, so a musl build takes the other branch and LargeStack
// runs its work on a thread.
#if defined(__linux__) && defined(__GLIBC__)
#include <ucontext.h>

struct anim_stack_run {
  ucontext_t caller;
  void (*body)(void *);
  void *context;
};

static __thread struct anim_stack_run *current;

// makecontext passes only `int` arguments, so the run is found through `current`, read before the
// body can start a nested run.
static void anim_stack_entry(void) {
  struct anim_stack_run *run = current;
  run->body(run->context);
}

int anim_run_on_stack(void *stack, size_t size, void (*body)(void *), void *context) {
  struct anim_stack_run run;
  run.body = body;
  run.context = context;
  ucontext_t callee;
  if (getcontext(&callee) != 0) return -1;
  callee.uc_stack.ss_sp = stack;
  callee.uc_stack.ss_size = size;
  callee.uc_link = &run.caller;
  makecontext(&callee, anim_stack_entry, 0);
  struct anim_stack_run *previous = current;
  current = &run;
  int switched = swapcontext(&run.caller, &callee);
  current = previous;
  return switched == 0 ? 0 : -1;
}

#else
int anim_run_on_stack(void *stack, size_t size, void (*body)(void *), void *context) {
  (void)stack; (void)size; (void)body; (void)context;
  return -1;
}
#endif
