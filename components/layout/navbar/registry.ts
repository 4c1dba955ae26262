import { createElement, type ComponentType, type ReactNode } from 'react';
import { NavbarTemplate3 } from './NavbarTemplate3';
import type { NavbarProps } from './types';

export const DEFAULT_NAVBAR_TEMPLATE = 'NavbarTemplate3';

/**
 * Navbar templates by the name a company's settings give (companies.navbar_template, spec §2
 * "The template is chosen from configuration"). Add a template here to offer it.
 */
export const NAVBAR_TEMPLATES: Record<string, ComponentType<NavbarProps>> = {
  NavbarTemplate3,
};

/** The template a company asked for, or the default one when the name is unknown or empty. */
export function navbarFor(name: string | null | undefined): ComponentType<NavbarProps> {
  return (name && NAVBAR_TEMPLATES[name]) || NAVBAR_TEMPLATES[DEFAULT_NAVBAR_TEMPLATE]!;
}

/** The navbar of a company's chosen template. */
export function renderNavbar(props: NavbarProps): ReactNode {
  return createElement(navbarFor(props.settings.navbarTemplate), props);
}
