import Glibc

/// Whether this test program runs under AddressSanitizer (`make sanitize`), which builds the
/// demo beside it the same way: the sanitizer's runtime defines `__asan_init`.
///
/// Resident memory means nothing there: freed blocks wait in the sanitizer's quarantine (256
/// MiB by default) so that a late use of one is caught, and every allocation carries guard
/// zones. The memory tests measure the plain build, under `make test`.
func runsUnderAddressSanitizer() -> Bool {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
}
