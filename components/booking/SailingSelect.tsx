'use client';

import { useEffect, useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { sailingDetailOptions, scheduleSearchOptions } from '@/lib/api/schedules';
import { UNLOCODE } from '@/lib/contracts/booking';
import type { ScheduleRow } from '@/lib/contracts/schedules';
import { cutoffPassed } from '@/lib/schedules/cutoff';

/** What picking a sailing fills in the form besides the reference itself. */
export type PickedSailing = { ref: string; etd: string; vessel: string; voyage: string; carrier: string };

/** The sailing a reference names (sailing:<id>), or null. */
export const sailingIdOf = (ref: string | undefined) => {
  const m = /^sailing:(\d+)$/.exec(ref ?? '');
  return m ? Number(m[1]) : null;
};

type Option = { value: string; label: string; day: string; ship: string; closed: boolean; picked: PickedSailing };

function optionOf(r: Pick<ScheduleRow, 'etd' | 'cutoff' | 'vessel' | 'voyage' | 'carrier' | 'direct' | 'legs'>, closedLabel: string): Option {
  const closed = cutoffPassed(r.cutoff);
  const ref = `sailing:${r.legs[0]?.sailingId ?? ''}`;
  const day = `${r.etd.slice(0, 10)} · ${r.direct ? 'DIR' : 'VIA'}${closed ? ` · ${closedLabel}` : ''}`;
  const ship = `${r.carrier.code} · ${r.vessel} ${r.voyage}`;
  return {
    value: ref,
    closed,
    day,
    ship,
    label: `${day} · ${ship}`,
    picked: { ref, etd: r.etd.slice(0, 10), vessel: r.vessel, voyage: r.voyage, carrier: r.carrier.code },
  };
}

/**
 * The sailing of a booking: the sailings of the chosen lane (and carrier) over the next four weeks,
 * those past their cutoff at the port of loading shown closed and not selectable (the API refuses
 * them too). A sailing the link named is shown even when it is not in that list, closed or not;
 * `onClosed` tells the form when the sailing it holds has closed, so the field says so at once.
 */
export function SailingSelect({
  value,
  onChange,
  pol,
  pod,
  carrier,
  onPick,
  onClosed,
  testId,
  id: fieldId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  pol?: string;
  pod?: string;
  carrier?: string;
  onPick: (s: PickedSailing | null) => void;
  onClosed: (ref: string) => void;
  testId?: string;
  /** Given by the Form.Item around it: its label's `for` names the select's input. */
  id?: string;
}) {
  const t = useTranslations('Booking');
  const lane = pol && pod && UNLOCODE.test(pol) && UNLOCODE.test(pod) && pol !== pod ? { pol, pod, weeks: 4 as const, ...(carrier && /^[A-Z0-9]{2,4}$/.test(carrier) ? { carrier } : {}) } : null;
  const list = useQuery(scheduleSearchOptions(lane));
  const id = sailingIdOf(value);
  const listed = useMemo(() => (list.data ?? []).map((r) => optionOf(r, t('sailingClosed'))), [list.data, t]);
  const current = listed.find((o) => o.value === value);
  const detail = useQuery({ ...sailingDetailOptions(id ?? 0), enabled: id !== null && !current && !list.isFetching });
  // the linked sailing, read from its own record when the lane's list does not hold it
  const linked = useMemo(() => {
    if (!id || current || !detail.data) return null;
    const calls = detail.data.calls;
    const load = calls.slice(0, -1).find((c) => c.port.code === pol);
    if (!load) return null;
    const d = detail.data;
    return optionOf({ etd: load.etd, cutoff: load.cutoff, vessel: d.vessel, voyage: d.voyage, carrier: d.carrier, direct: true, legs: [{ sailingId: d.sailingId } as ScheduleRow['legs'][number]] }, t('sailingClosed'));
  }, [id, current, detail.data, pol, t]);
  const held = current ?? linked;
  const options = useMemo(() => {
    const all = held && !listed.some((o) => o.value === held.value) ? [held, ...listed] : listed;
    return all.map((o) => ({ value: o.value, label: o.label, day: o.day, ship: o.ship, disabled: o.closed }));
  }, [held, listed]);
  const closedRef = held?.closed ? held.value : null;
  useEffect(() => {
    if (closedRef) onClosed(closedRef);
  }, [closedRef, onClosed]);

  return (
    <Select
      id={fieldId}
      value={id ? value : undefined}
      onChange={(v: string | undefined) => {
        const o = [...listed, ...(held ? [held] : [])].find((x) => x.value === v);
        onPick(o && !o.closed ? o.picked : null);
        if (o && !o.closed) onChange?.(o.value);
      }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      // two lines, so that a phone shows the date, the closed mark and the ship in full
      optionRender={(o) => (
        <span style={{ display: 'grid', lineHeight: 1.4 }}>
          <span>{o.data.day}</span>
          <span style={{ fontSize: '0.85em', opacity: 0.75, whiteSpace: 'normal' }}>{o.data.ship}</span>
        </span>
      )}
      loading={list.isFetching}
      disabled={!lane}
      placeholder={lane ? (list.data && !list.data.length ? t('sailingNone') : t('placeholders.sailing')) : t('sailingNeedsLane')}
      notFoundContent={t('sailingNone')}
      data-testid={testId}
    />
  );
}
