// Keyboard-only walks (tests/e2e/keyboard.spec.ts): moving focus with Tab / Shift+Tab only, and
// checking that the focused control shows a focus indicator and that dialogs keep and give back focus.
import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';

/** How many ancestors of the focused element may carry its indicator (antd draws it on a wrapper). */
const RING_DEPTH = 4;
/** Longer than the longest focus transition (antd's 0.2 s motion). */
const SETTLE_MS = 300;

type Ring = { outlineStyle: string; outlineWidth: number; outlineColor: string; boxShadow: string }[];

/** The element or one of its descendants has the focus. */
async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => !!document.activeElement && (el === document.activeElement || el.contains(document.activeElement))).catch(() => false);
}

/** The outline and box shadow of an element and its first ancestors. */
function ringOf(handle: JSHandle<Element | null>): Promise<Ring> {
  return handle.evaluate((el, depth) => {
    const out: Ring = [];
    for (let n: Element | null = el, i = 0; n && i <= depth; n = n.parentElement, i++) {
      const s = getComputedStyle(n);
      out.push({ outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth) || 0, outlineColor: s.outlineColor, boxShadow: s.boxShadow });
    }
    return out;
  }, RING_DEPTH);
}

const transparent = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color);

/**
 * The focused element shows where the focus is: it (or a close wrapper) has a visible outline it
 * lacks without the focus, or a box shadow that differs from its unfocused one. The unfocused look
 * is read by moving the focus away with Shift+Tab and back with Tab.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const name = await focused.evaluate((el) => (el ? `${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}` : 'nothing'));
  expect(await focused.evaluate((el) => !!el && el !== document.body), 'something has the focus').toBe(true);
  await page.waitForTimeout(SETTLE_MS);
  const on = await ringOf(focused);
  await page.keyboard.press('Shift+Tab');
  await page.waitForTimeout(SETTLE_MS);
  const off = await ringOf(focused);
  await page.keyboard.press('Tab');
  expect(await focused.evaluate((el) => el === document.activeElement), `Tab returns to ${name}`).toBe(true);
  const shown = on.some((r, i) => {
    const was = off[i]!;
    const outline = r.outlineStyle !== 'none' && r.outlineWidth > 0 && !transparent(r.outlineColor);
    const outlineNew = outline && (was.outlineStyle === 'none' || was.outlineWidth === 0 || was.outlineColor !== r.outlineColor || transparent(was.outlineColor));
    const shadowNew = r.boxShadow !== 'none' && r.boxShadow !== was.boxShadow;
    return outlineNew || shadowNew;
  });
  expect(shown, `a focus indicator on ${name}`).toBe(true);
  await focused.dispose();
}

/**
 * Presses Tab (Shift+Tab with `back`) until the target or something inside it has the focus, at most
 * `max` times, then checks the focus indicator (unless `visible: false`). Returns the presses needed.
 */
export async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number; visible?: boolean } = {}): Promise<number> {
  const { back = false, max = 80, visible = true } = opts;
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await holdsFocus(target)) {
      if (visible) await expectFocusVisible(page);
      return presses;
    }
  }
  const at = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${el.getAttribute('data-testid') ?? el.className}` : 'nothing';
  });
  throw new Error(`${String(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (focus on ${at})`);
}

/** The target or something inside it has the focus. */
export async function expectFocusIn(target: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(target), { message: `focus in ${String(target)}` }).toBe(true);
}

/** Tab and Shift+Tab, each pressed `presses` times, never take the focus out of the dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `${key} #${i + 1} stays in the dialog`).toBe(true);
    }
  }
}

/** Types text into the focused control, clearing what it held first. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text, { delay: 10 });
}

/**
 * From the top of a desktop page: the first Tab reaches "Skip to main content" (shown only then),
 * Enter moves the focus past the navbar to the page's content.
 */
export async function skipToContent(page: Page): Promise<void> {
  const skip = page.getByTestId('skip-link');
  await page.keyboard.press('Tab');
  await expectFocusIn(skip);
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('content');
}
