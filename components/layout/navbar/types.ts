import type { Branding, CompanySettings } from '@/lib/contracts/company';

/** What every navbar template is given. */
export type NavbarProps = { locale: string; settings: CompanySettings; branding: Branding };
