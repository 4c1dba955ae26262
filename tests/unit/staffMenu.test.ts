import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeStaffEntry, staffMenuFor } from '@/lib/config/staffMenu';
import { ROLE_PERMISSIONS } from '@/lib/contracts/staff';

const keys = (permissions: readonly string[]) => staffMenuFor(permissions).flatMap((g) => g.entries.map((e) => e.key));

describe('staff console menu', () => {
  it('shows every entry to an admin', () => {
    expect(keys(ROLE_PERMISSIONS.admin)).toEqual(expect.arrayContaining(['dashboard', 'certifications', 'company', 'audit', 'content', 'outbox']));
  });

  it('shows a role only the entries of its permissions, and drops empty groups', () => {
    const sales = keys(ROLE_PERMISSIONS.sales);
    expect(sales).toContain('customers');
    expect(sales).toContain('certifications');
    expect(sales).not.toContain('company');
    expect(sales).not.toContain('audit');
    expect(sales).toContain('rates');
    expect(keys(ROLE_PERMISSIONS.operations)).not.toContain('rates');
    const content = staffMenuFor(ROLE_PERMISSIONS.content);
    expect(content.map((g) => g.group)).toEqual(['overview', 'website', 'messages']);
    expect(keys(ROLE_PERMISSIONS.content)).not.toContain('company');
    expect(keys([])).toEqual(['dashboard']);
  });

  it('shows the operations group to operations staff: orders and spot space (orders), tracking events (tracking)', () => {
    const ops = staffMenuFor(ROLE_PERMISSIONS.operations);
    expect(ops.find((g) => g.group === 'operations')?.entries.map((e) => e.key)).toEqual(['orders', 'space', 'tracking']);
    expect(keys(['tracking'])).toEqual(['dashboard', 'tracking']);
    expect(keys(ROLE_PERMISSIONS.content)).not.toContain('orders');
    expect(activeStaffEntry('/en/staff/space')).toBe('space');
  });

  it('finds the entry of a path, with or without the locale and the internal prefix', () => {
    expect(activeStaffEntry('/staff')).toBe('dashboard');
    expect(activeStaffEntry('/staff/certifications')).toBe('certifications');
    expect(activeStaffEntry('/en/staff/news/12')).toBe('news');
    expect(activeStaffEntry('/zh-CN/1/staff/audit')).toBe('audit');
    expect(activeStaffEntry('/en/staff/rates')).toBe('rates');
    expect(activeStaffEntry('/staff/unknown')).toBe('dashboard');
  });
});

describe('company settings contract', () => {
  it('offers exactly the navbar templates the site has', async () => {
    // the registry imports the navbars (next-intl navigation): read its entries from the source
    const src = readFileSync(path.resolve(__dirname, '../../components/layout/navbar/registry.ts'), 'utf8');
    const body = /NAVBAR_TEMPLATES[^=]*=\s*\{([^}]*)\}/.exec(src)?.[1] ?? '';
    const names = body.split(',').map((s) => s.trim().split(':')[0]!.trim()).filter(Boolean);
    const { NAVBAR_TEMPLATE_NAMES } = await import('@/lib/contracts/companyAdmin');
    expect(names.length).toBeGreaterThan(0);
    expect([...NAVBAR_TEMPLATE_NAMES].sort()).toEqual(names.sort());
  });

  it('takes a site path or an uploaded image as an image, nothing else', async () => {
    const { brandImageField } = await import('@/lib/contracts/companyAdmin');
    for (const ok of ['', '/brand/hq/logo.svg', '/api/webcontent/image?id=12']) expect(brandImageField.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['https://evil.example/x.png', '/brand/../etc/passwd', 'javascript:alert(1)', '/api/webcontent/image?id=1&x=2']) {
      expect(brandImageField.safeParse(bad).success, bad).toBe(false);
    }
  });
});
