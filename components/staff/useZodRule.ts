// the console's screens import the shared hook from here
export { useZodRule } from '@/components/forms/useZodRule';
