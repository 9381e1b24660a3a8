// Runs a function on a stack the caller provides, on the calling thread (LargeStack.swift).
// Swift cannot call `makecontext`, which is variadic; this is the few lines of C around it.
#ifndef ANIM_CSTACKSWITCH_H
#define ANIM_CSTACKSWITCH_H

#include <stddef.h>

/// Runs `body(context)` on the stack `[stack, stack + size)` and returns when `body` returns:
/// 0 then, or -1 (and `body` has not run) when this platform or the C library cannot switch.
int anim_run_on_stack(void *_Nonnull stack, size_t size, void (*_Nonnull body)(void *_Nullable),
                      void *_Nullable context);

#endif
