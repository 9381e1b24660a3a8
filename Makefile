# Anim: set-up, build, tour and tests. `make tour` and `make test` are the two commands a new
# user needs (see README.md); .ci/run calls `make test`.

SWIFT ?= swift
# Release builds are made for start-up (issue 27; callgrind counts of `anim -e 'print(1)'` in
# BENCHMARKS.md, 35.5 M instructions before, 4.7 M after with the code changes):
# - --static-swift-stdlib: the Swift runtime, standard library and Foundation inside the binary,
#   so the dynamic loader no longer binds ~20 shared libraries (-13 M), and the installed `anim`
#   runs without the toolchain's libraries;
# - -disable-concrete-type-metadata-mangled-name-accessors: a generic type's metadata (a
#   Dictionary of the built-in table, an animation's box) is made by calling its accessor with
#   the conformances the compiler knows, not by demangling its name, which checks each
#   requirement by scanning the binary's ~17,000 protocol conformances (~450,000 instructions a
#   first look-up; -2.5 M);
# - -no-pie: a fixed load address, so the loader applies none of the 81,000 relative relocations
#   (-1.1 M);
# - libstdc++ (the Swift runtime is C++) linked statically too: the loader bound its ~3,300
#   symbol relocations at every launch (-1.9 M). The Swift toolchain's link line asks for
#   `-lstdc++`, and ld takes the first directory on its -L path holding a libstdc++, so a
#   directory holding only GCC's libstdc++.a (found by the toolchain's clang) goes first;
# - --disable-local-rpath: no `$ORIGIN` run path, so the loader no longer looks for each shared
#   library (readline, libc, libm, …) in the binary's own directory first (26 of the 146 system
#   calls of `anim -e 'print(1)'` were those failed look-ups; h/frame's strace).
# - --version-script=Release/anim.symbols: none of the binary's own symbols in its dynamic symbol
#   table, where the toolchain's `-export-dynamic` put ~6,300 (the Swift runtime's `dladdr` at
#   launch walked them all: -0.2 M; the file says more);
# - -function-sections and gold's --section-ordering-file: each Swift function in a section of its
#   own, and the functions `anim -e 'print(1)'` runs (Release/startup-sections.txt, written by
#   `make startup-sections`) placed together, so that start-up faults in a few 64 KB windows of
#   code instead of windows all over its 25 MB (BENCHMARKS.md, fourth session: start-up). Under
#   the profile below most functions' sections are `.text.hot.<name>` or `.text.unlikely.<name>`,
#   and the list names those too (eighth session).
# - -ir-profile-use: profile-guided optimisation (LLVM's, on the IR) from the counts in
#   Release/anim.profdata, which `make pgo-profile` writes by running the script suites and the
#   training programs of Release/pgo/ on an instrumented build (Release/pgo/README.md): branches
#   laid out and code inlined where the counts say they run. A function changed since the
#   counts were taken is compiled without them; run `make pgo-profile` again after large changes.
# Every release build uses the same flags, or SwiftPM would rebuild everything between them;
# debug builds and tests are built as before.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
PGO_PROFILE := $(CURDIR)/Release/anim.profdata
RELEASE_FLAGS = --static-swift-stdlib --disable-local-rpath \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --section-ordering-file=$(CURDIR)/Release/startup-sections.txt \
  -Xlinker --version-script=$(CURDIR)/Release/anim.symbols \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker -L$(STATIC_CXX_DIR)
RELEASE_BUILD = mkdir -p $(STATIC_CXX_DIR) && \
  ln -sf "$$(clang -print-file-name=libstdc++.a)" $(STATIC_CXX_DIR)/libstdc++.a && \
  $(SWIFT) build -c release $(RELEASE_FLAGS) \
  -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(PGO_PROFILE)
# The instrumented build that `make pgo-profile` trains: its own scratch path (its objects differ
# from the release build's in every function), the same flags but the profile's, and LLVM's
# profile runtime, which writes the counts when the program exits.
PGO_BUILD_DIR := $(CURDIR)/.build-pgo
PGO_BUILD = mkdir -p $(STATIC_CXX_DIR) && \
  ln -sf "$$(clang -print-file-name=libstdc++.a)" $(STATIC_CXX_DIR)/libstdc++.a && \
  $(SWIFT) build -c release --scratch-path $(PGO_BUILD_DIR) $(RELEASE_FLAGS) \
  -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate \
  -Xlinker -u -Xlinker __llvm_profile_runtime \
  -Xlinker "$$(dirname "$$(clang -print-libgcc-file-name --rtlib=compiler-rt)")/libclang_rt.profile-x86_64.a"
DEBUG_ANIM := .build/debug/anim
RELEASE_ANIM := .build/release/anim
# The scripted acceptance suites that exist in this checkout.
SCRIPT_DIRS := $(wildcard Examples Tests/Scripts)

.PHONY: setup setup-test build release startup-sections pgo-profile tour test test-release swift-parity pictures install uninstall bench bench-setup fuzz fuzz-plain fuzz-exec

# Installs what Swift does not bring for building and running: Debian's libreadline-dev (the
# REPL's line editor: its header is needed to build, its library is opened when the REPL
# starts), libharfbuzz-dev (the views measure Text with HarfBuzz: its headers are
# needed to build, its library is opened when text is first measured), fonts-inter (the font Text
# is measured and drawn with) and fonts-noto-color-emoji (what Inter has no glyph for, as
# Text("🤩")). `make tour` and `make install` need nothing more; `make test` adds what only the
# tests use (setup-test below). apt-get runs only when something is missing, with sudo only when
# not already root.
setup:
	@missing=""; \
	dpkg -s libreadline-dev >/dev/null 2>&1 || missing="$$missing libreadline-dev"; \
	dpkg -s libharfbuzz-dev >/dev/null 2>&1 || missing="$$missing libharfbuzz-dev"; \
	dpkg -s fonts-inter >/dev/null 2>&1 || missing="$$missing fonts-inter"; \
	dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing="$$missing fonts-noto-color-emoji"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update && $$sudo apt-get install -y $$missing; \
	else \
	  echo "Nothing to install: libreadline-dev, libharfbuzz-dev, fonts-inter and fonts-noto-color-emoji are present."; \
	fi

# What the tests use besides: tmux (the REPL's terminal tests), libonig-dev (Oniguruma, which the
# test of the editors' TextMate grammar runs its patterns with), chromium (the preview page's
# browser tests, headless) and librsvg2-bin (rsvg-convert: `anim render -o x.png` and its tests).
setup-test: setup
	@missing=""; \
	dpkg -s libonig-dev >/dev/null 2>&1 || missing="$$missing libonig-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v rsvg-convert >/dev/null 2>&1 || missing="$$missing librsvg2-bin"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update && $$sudo apt-get install -y $$missing; \
	else \
	  echo "Nothing to install for the tests: libonig-dev, tmux, chromium and librsvg2-bin are present."; \
	fi

build:
	$(SWIFT) build

release:
	$(RELEASE_BUILD)

# Lists again the functions start-up runs, for the release link's ordering (needs valgrind), then
# links anim with the new list (the linker reads the file, but SwiftPM does not know it does).
startup-sections:
	$(RELEASE_BUILD) --product anim
	python3 Release/startup-sections.py $(RELEASE_ANIM)
	rm -f $(RELEASE_ANIM)
	$(RELEASE_BUILD) --product anim

# Writes Release/anim.profdata anew (Release/pgo/README.md): an instrumented build of anim,
# the script suites and Release/pgo/*.anim run on it, their counts merged. About ten minutes.
pgo-profile:
	$(PGO_BUILD) --product anim
	Release/pgo/train.sh $(PGO_BUILD_DIR)/release/anim

# The main job: a guided tour of the language, run from the examples. Only `anim` is built:
# the benchmarks and the fuzzer are not part of the tour.
tour: setup
	$(RELEASE_BUILD) --product anim
	$(RELEASE_ANIM) Examples/tour.anim

# Installs `anim` like any command-line tool: the release binary in $(PREFIX)/bin, its man page
# (made by swift-argument-parser's generate-manual, the tool behind its `generate-manual`
# plugin, run directly because the plugin builds every product in release, benchmarks and
# fuzzer included), and bash, zsh and fish completions (`anim --generate-completion-script`).
# DESTDIR stages the files elsewhere (for packaging); `make uninstall` removes them.
PREFIX ?= /usr/local
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin
INSTALL_MAN := $(DESTDIR)$(PREFIX)/share/man/man1
INSTALL_BASH := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
INSTALL_ZSH := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
INSTALL_FISH := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
MANUAL_DIR := .build/manual
install: setup
	$(RELEASE_BUILD) --product anim
	$(RELEASE_BUILD) --product generate-manual
	rm -rf $(MANUAL_DIR) && mkdir -p $(MANUAL_DIR)
	.build/release/generate-manual $(RELEASE_ANIM) --output-directory $(MANUAL_DIR)
	install -d $(INSTALL_BIN) $(INSTALL_MAN) $(INSTALL_BASH) $(INSTALL_ZSH) $(INSTALL_FISH)
	install -m 755 $(RELEASE_ANIM) $(INSTALL_BIN)/anim
	install -m 644 $(MANUAL_DIR)/anim.1 $(INSTALL_MAN)/anim.1
	$(RELEASE_ANIM) --generate-completion-script bash > $(INSTALL_BASH)/anim
	$(RELEASE_ANIM) --generate-completion-script zsh > $(INSTALL_ZSH)/_anim
	$(RELEASE_ANIM) --generate-completion-script fish > $(INSTALL_FISH)/anim.fish
	@echo "Installed $(INSTALL_BIN)/anim, its man page (man anim) and bash, zsh and fish completions."

uninstall:
	rm -f $(INSTALL_BIN)/anim $(INSTALL_MAN)/anim.1 $(INSTALL_BASH)/anim $(INSTALL_ZSH)/_anim \
	  $(INSTALL_FISH)/anim.fish

# Every test: unit tests of all targets, then the scripted acceptance suites. The last line
# printed is the script runner's "N passed, N failed". Each step has a time limit far above
# what it takes (about half a minute each on 2 cores), so that a hang fails the run with a
# message instead of eating CI's 90 minutes.
# The tests are all Swift Testing: --disable-xctest drops XCTest's "Executed 0 tests" lines, so
# that the output stays clean and a real warning stands out.
# The last step checks that the tests wrote nothing into the work tree (stray outputs once got
# committed): `git status` before and after must agree (skipped outside a git checkout).
TEST_TIMEOUT ?= 1200
TREE_BEFORE := .build/tree-before-tests.txt
test: setup-test build
	@mkdir -p .build && git status --porcelain --untracked-files=all > $(TREE_BEFORE) 2>/dev/null || true
	timeout --kill-after=10 $(TEST_TIMEOUT) $(SWIFT) test --disable-xctest
	@if [ -n "$(SCRIPT_DIRS)" ]; then \
	  echo "$(DEBUG_ANIM) test $(SCRIPT_DIRS)"; timeout --kill-after=10 $(TEST_TIMEOUT) $(DEBUG_ANIM) test $(SCRIPT_DIRS); \
	else \
	  echo "No script suites yet (Examples/, Tests/Scripts/)."; \
	fi
	@$(MAKE) --no-print-directory test-release
	@$(MAKE) --no-print-directory swift-parity
	@if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  git status --porcelain --untracked-files=all | diff $(TREE_BEFORE) - \
	    || { echo "error: the tests wrote into the work tree (lines marked > above)"; exit 1; }; \
	  echo "The tests wrote nothing into the work tree."; \
	fi

# The script tests that are plain Swift (first line `// swift-parity:`), compiled by the same
# toolchain's swiftc and run: their expectations must be what Swift itself prints.
swift-parity:
	Tests/SwiftParity/run.sh

# The scripted suites again on the release build, which users run: the optimiser once turned a
# correct program into a crash that no debug run showed (Examples/retarget.anim, 2026-11-24).
test-release:
	$(RELEASE_BUILD) --product anim
	@if [ -n "$(SCRIPT_DIRS)" ]; then \
	  echo "$(RELEASE_ANIM) test $(SCRIPT_DIRS)"; timeout --kill-after=10 $(TEST_TIMEOUT) $(RELEASE_ANIM) test $(SCRIPT_DIRS); \
	fi

# The README's pictures, committed in docs/ so that a reader sees them before installing:
# `anim preview Examples/stagger.anim` photographed at 0.4 s by headless chromium (in a window
# tall enough for the page's frame to show every card and lane), an SVG chart of three springs,
# and strips of frames of the bouncing emoji and the colour splash after a tap. (--no-sandbox:
# chromium's sandbox refuses to start as root.)
pictures: setup-test build
	@mkdir -p docs .build/pictures
	$(DEBUG_ANIM) preview Examples/stagger.anim -o .build/pictures/stagger.html
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1280 \
	  --user-data-dir=$(CURDIR)/.build/pictures/profile \
	  --screenshot=$(CURDIR)/docs/preview.png "file://$(CURDIR)/.build/pictures/stagger.html#t=0.4" 2>/dev/null
	$(DEBUG_ANIM) plot '.bouncy' '.smooth' '.snappy' --svg docs/springs.svg
	@# Strips of frames after a tap: the example's views, then docs/pictures/strip.anim, which
	@# taps the host and prints the frames side by side as one SVG (the emoji example's own host
	@# lines, from `let host =` on, are left out). Chromium draws the emoji in colour.
	{ sed '/^let host = /,$$d' Examples/emoji_keyframes_view.anim; cat docs/pictures/strip.anim; \
	  echo 'print(strip(ViewHost(KeyframeAnimationView(emoji: "🤩"), width: 64, height: 160), tap: "🤩", at: [0, 0.2, 0.35, 0.5, 0.7, 0.85, 1.0, 1.25, 1.45, 1.7, 2.2], width: 64, height: 160))'; \
	} | $(DEBUG_ANIM) - > .build/pictures/emoji.svg
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 --window-size=784,180 \
	  --user-data-dir=$(CURDIR)/.build/pictures/profile \
	  --screenshot=$(CURDIR)/docs/emoji_keyframes.png "file://$(CURDIR)/.build/pictures/emoji.svg" 2>/dev/null
	{ cat Examples/splash_view.anim docs/pictures/strip.anim; \
	  echo 'print(strip(ViewHost(ContentView(), width: 230, height: 170), settle: 0.6, tap: "Change Color", at: [0, 0.1, 0.2, 0.3, 0.4, 0.5], width: 230, height: 170))'; \
	} | $(DEBUG_ANIM) - > .build/pictures/splash.svg
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 --window-size=1420,190 \
	  --user-data-dir=$(CURDIR)/.build/pictures/profile \
	  --screenshot=$(CURDIR)/docs/splash_view.png "file://$(CURDIR)/.build/pictures/splash.svg" 2>/dev/null

# Benchmarks (not part of `make test`): Anim against CPython, Lua 5.4 and native Swift, plus
# AnimationCore's frame and evaluation benchmarks; see BENCHMARKS.md. Installs Debian's lua5.4
# (and tmux, for the REPL memory reading) when missing.
bench-setup:
	@missing=""; \
	command -v lua5.4 >/dev/null 2>&1 || missing="$$missing lua5.4"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update && $$sudo apt-get install -y $$missing; \
	fi

bench: bench-setup
	$(RELEASE_BUILD) --product anim
	$(RELEASE_BUILD) --product CoreBench
	python3 Benchmarks/bench.py

# Fuzzing (not part of `make test`): libFuzzer, coverage-guided, over the lexer, parser,
# resolver and interpreter (Sources/AnimFuzz, Fuzz/README.md). Built in its own scratch path
# with -sanitize=fuzzer,address and linked with lld (gold fails on the sanitizer runtime).
# FUZZ_SECONDS bounds the run; crashes, hangs and out-of-memory inputs land in
# .build-fuzz/artifacts/, new interesting inputs in .build-fuzz/corpus/.
FUZZ_SECONDS ?= 600
FUZZ_DIR := .build-fuzz
SWIFT_BIN := $(dir $(shell command -v $(SWIFT)))
fuzz:
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/artifacts
	@printf '{"schemaVersion": "1.0", "linker": {"path": "%s"}}\n' "$(SWIFT_BIN)ld.lld" > $(FUZZ_DIR)/toolset.json
	$(SWIFT) build -c release --scratch-path $(FUZZ_DIR) --product AnimFuzz --toolset $(FUZZ_DIR)/toolset.json \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DANIM_LIBFUZZER
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_DIR)/release/AnimFuzz $(FUZZ_DIR)/corpus Examples Tests/Scripts \
	  -dict=Fuzz/anim.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
	  -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -print_final_stats=1 \
	  -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=$(FUZZ_DIR)/artifacts/

# The same inputs without libFuzzer (no coverage feedback): random mutations of the examples.
fuzz-plain:
	$(RELEASE_BUILD) --product AnimFuzz
	.build/release/AnimFuzz --seconds $(FUZZ_SECONDS) --last .build/fuzz-last-input.anim Examples Tests/Scripts

# The built binary as a user runs it: FUZZ_RUNS mutated scripts through `anim run --timeout 2
# --memory-limit 512MB`, FUZZ_JOBS at a time, each checked for a signal, an unexpected exit
# status, a run past its time limit and a peak memory past its limit (Fuzz/README.md).
# Findings and the input with the highest peak memory land in .build/fuzz-exec/.
FUZZ_RUNS ?= 100000
FUZZ_JOBS ?= 2
fuzz-exec:
	$(RELEASE_BUILD) --product anim
	$(RELEASE_BUILD) --product AnimFuzz
	.build/release/AnimFuzz --exec $(RELEASE_ANIM) --runs $(FUZZ_RUNS) --jobs $(FUZZ_JOBS) \
	  --timeout 2 --memory-limit 512 --out .build/fuzz-exec Examples Tests/Scripts
