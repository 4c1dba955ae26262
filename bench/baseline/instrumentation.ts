// The baseline has no instrumentation of its own; this file keeps Next from taking the portal's.
export function register(): void {}
