//! The counting global allocator of the integration tests: the system
//! allocator, counting the allocations and the bytes each thread asks of
//! it. `deep.rs` counts allocations and `pruned.rs` bytes; both read the
//! counters of their own test's thread, so the tests that run beside them
//! on other threads do not disturb their counts, and the one binary can
//! hold every integration test.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting what this thread asks of it.
struct Counting;

thread_local! {
    /// Allocations (and reallocations) asked for on this thread.
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
    /// Bytes asked for on this thread (a reallocation counts its new size).
    static BYTES: Cell<u64> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    // `try_with`: the allocator also runs while a thread's locals are torn down.
    let _ = ALLOCATED.try_with(|c| c.set(c.get() + 1));
    let _ = BYTES.try_with(|c| c.set(c.get() + bytes as u64));
}

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        System.alloc_zeroed(layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The allocations (and reallocations) this thread has asked for so far.
pub fn allocations() -> u64 {
    ALLOCATED.with(Cell::get)
}

/// The bytes this thread has asked for so far.
pub fn bytes() -> u64 {
    BYTES.with(Cell::get)
}
