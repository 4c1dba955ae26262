// @vitest-environment jsdom
// The light date field (rates' "Valid on"): YYYY-MM-DD whatever the language, a half-typed or
// impossible date says so and changes nothing, nothing typed is lost.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput, shapeDate } from '@/components/forms/DateInput';

afterEach(cleanup);

describe('DateInput', () => {
  it('shapes what is typed as YYYY-MM-DD', () => {
    expect(shapeDate('20261203')).toBe('2026-12-03');
    expect(shapeDate('2026/12/3')).toBe('2026-12-3');
    expect(shapeDate('12/03/2026')).toBe('1203-20-26');
    expect(shapeDate('')).toBe('');
  });

  it('shows the committed value as YYYY-MM-DD and commits a complete calendar date at once', () => {
    const onCommit = vi.fn();
    render(<DateInput value="2026-11-27" onCommit={onCommit} invalidMessage="bad date" data-testid="d" />);
    const input = screen.getByTestId('d') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('2026-11-27');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    fireEvent.change(input, { target: { value: '20261203' } });
    expect(input.value).toBe('2026-12-03');
    expect(onCommit).toHaveBeenCalledWith('2026-12-03');
    fireEvent.change(input, { target: { value: '' } });
    expect(onCommit).toHaveBeenLastCalledWith(undefined);
  });

  it('refuses an impossible or unfinished date on the field, keeping the text and the committed value', () => {
    const onCommit = vi.fn();
    render(<DateInput value="2026-11-27" onCommit={onCommit} invalidMessage="bad date" data-testid="d" />);
    const input = screen.getByTestId('d') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    expect(screen.getByRole('alert')).toHaveTextContent('bad date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('2026-02-30');
    fireEvent.change(input, { target: { value: '2026-1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('bad date');
    expect(input.value).toBe('2026-1');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
