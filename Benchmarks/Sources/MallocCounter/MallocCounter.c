// Counts heap allocations by defining the allocator's entry points in the benchmark executable:
// the dynamic linker resolves every library's calls (the Swift runtime's included) to these,
// which count and forward to glibc's own implementations. Linux with glibc only.
#include "MallocCounter.h"

#include <errno.h>  // brings in the C library's features.h, which defines __GLIBC__

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_long allocations;

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
  count();
  return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

long presentable_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

#else

long presentable_allocation_count(void) { return -1; }

#endif
