#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// Heap allocations made by this process so far (malloc, calloc, realloc, aligned allocations),
/// or -1 where the counter cannot interpose the allocator (it does on Linux with glibc).
long presentable_allocation_count(void);

#endif
