// The DCSA Track & Trace documents as the adapter loads them (every SwaggerHub reference resolved to
// the local copies), the validator built from them, and the mapping of DCSA events onto the portal's
// timeline (TNT 2.2 and 2.3). The clock is fixed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEMO_BILL, DEMO_CONTAINER, demoJourney, TntMockCarrier } from '@/lib/dcsa/demo/tnt';
import { bundleTntDocument, OPENAPI_DIR, UNRESOLVED_DOMAINS } from '@/lib/dcsa/tnt/documents';
import { normalizeTntEvent, type TntEvent } from '@/lib/dcsa/tnt/events';
import { localTime, mapTntEvents } from '@/lib/dcsa/tnt/map';
import { validateTntRequest, validateTntResponse } from '@/lib/dcsa/tnt/validator';
import { checkDigit } from '@/lib/tracking/iso6346';

const NOW = new Date('2026-03-10T04:00:00Z');

describe('the TNT document', () => {
  it('keeps only local references once bundled, the domains it has no copy of as open schemas', () => {
    const doc = bundleTntDocument();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('swaggerhub');
    expect(Object.keys(doc.components.schemas!)).toEqual(expect.arrayContaining(['EVENT_DOMAIN__transportEvent', 'EVENT_DOMAIN__equipmentEvent', 'DCSA_DOMAIN__UNLocationCode', 'LOCATION_DOMAIN__location']));
    expect(doc.components.schemas!.LOCATION_DOMAIN__location).toEqual({});
    expect(UNRESOLVED_DOMAINS).toEqual(['LOCATION_DOMAIN/2.0.0', 'DOCUMENTATION_DOMAIN/2.0.0']);
    // the copies are the published files, unchanged
    expect(readFileSync(`${OPENAPI_DIR}/tnt_v2.3.0.yaml`, 'utf8')).toContain('https://api.swaggerhub.com/domains/dcsaorg/EVENT_DOMAIN/2.0.0');
  });

  it('validates answers and requests with the standard', async () => {
    expect(await validateTntResponse('get /v2/events', 200, demoJourney(NOW).events)).toEqual({ valid: true });
    const wrongCode = [{ ...demoJourney(NOW).events[2], equipmentEventTypeCode: 'LIFT' }];
    expect((await validateTntResponse('get /v2/events', 200, wrongCode)).valid).toBe(false);
    expect((await validateTntResponse('get /v2/events', 200, [{ ...demoJourney(NOW).events[0], reason: 'x'.repeat(251) }])).valid, '2.3 limits reason to 250').toBe(false);
    expect(await validateTntRequest({ method: 'GET', path: '/v2/events', query: { equipmentReference: DEMO_CONTAINER, limit: '100' } })).toEqual({ valid: true });
    expect((await validateTntRequest({ method: 'GET', path: '/v2/events', query: { eventType: 'CUSTOMS' } })).valid).toBe(false);
    expect((await validateTntRequest({ method: 'POST', path: '/v2/event-subscriptions', body: { callbackUrl: 'https://example.test/cb' } })).valid, 'a subscription needs its secret').toBe(false);
  });
});

describe('DCSA events onto the portal timeline', () => {
  it("maps the demo's Hapag-Lloyd journey: ports, vessel, container size, actual events and the carrier's plans", () => {
    const m = mapTntEvents(demoJourney(NOW).events, { refType: 'bill', refNo: DEMO_BILL });
    expect(m).toMatchObject({ billNo: DEMO_BILL, bookingNo: '65834017', pol: 'CNSHA', pod: 'DEHAM', vessel: 'HAMBURG EXPRESS', voyage: '046W', containers: [{ containerNo: DEMO_CONTAINER, sizeType: '40HC' }] });
    const actual = m.events.filter((e) => e.classifier === 'ACT').map((e) => `${e.kind}@${e.location}`);
    expect(actual).toEqual(['booking_received@', 'booking_confirmed@', 'empty_released@CNSHA', 'si_received@', 'gate_in@CNSHA', 'vgm_received@', 'loaded@CNSHA', 'departed@CNSHA', 'bl_issued@', 'arrived@SGSIN', 'departed@SGSIN']);
    const planned = m.events.filter((e) => e.classifier !== 'ACT').map((e) => `${e.kind}@${e.location}:${e.classifier}`);
    expect(planned).toEqual(['departed@CNSHA:PLN', 'arrived@DEHAM:PLN', 'arrived@DEHAM:EST', 'discharged@DEHAM:EST']);
    // local clock time of the place, whatever its offset
    expect(m.events.find((e) => e.kind === 'arrived' && e.classifier === 'EST')!.time).toBe('2026-03-19 15:00:00');
  });

  it('reads a TNT 2.2 event (facilityTypeCode on the transport call, a long reason) as 2.3', async () => {
    const [e] = demoJourney(NOW).events.filter((x) => x.eventType === 'TRANSPORT');
    const v22 = { ...e, transportCall: { ...(e as Extract<TntEvent, { eventType: 'TRANSPORT' }>).transportCall, facilityTypeCode: 'POTE' } };
    const normalized = normalizeTntEvent(v22) as Record<string, unknown>;
    expect(normalized.facilityTypeCode).toBe('POTE');
    expect(await validateTntResponse('get /v2/events', 200, [normalized])).toEqual({ valid: true });
    const ship = normalizeTntEvent({ ...demoJourney(NOW).events[0], reason: 'r'.repeat(400) }) as { reason: string };
    expect(ship.reason).toHaveLength(250);
  });

  it('takes local times as the carrier wrote them', () => {
    expect(localTime('2026-03-19T15:00:00+01:00')).toBe('2026-03-19 15:00:00');
    expect(localTime('2026-03-19T15:00+08:00')).toBe('2026-03-19 15:00:00');
    expect(localTime('soon')).toBe('');
  });

  it("the demo's numbers are real-looking: the container's ISO 6346 check digit holds", () => {
    expect(String(checkDigit(DEMO_CONTAINER.slice(0, 10)))).toBe(DEMO_CONTAINER[10]);
    expect(DEMO_BILL.startsWith('HLCU')).toBe(true);
  });
});

describe('the mock carrier', () => {
  it('pages with Next-Page and refuses requests the standard does not describe', async () => {
    const carrier = new TntMockCarrier((now) => [demoJourney(now)]);
    const first = await carrier.handle({ method: 'GET', path: '/v2/events', query: { transportDocumentReference: DEMO_BILL, limit: '5' }, headers: {} }, NOW);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(5);
    const cursor = new URL(first.headers['Next-Page']!, 'http://x').searchParams.get('cursor')!;
    const second = await carrier.handle({ method: 'GET', path: '/v2/events', query: { cursor, limit: '5' }, headers: {} }, NOW);
    expect((second.body as TntEvent[])[0]).toEqual(demoJourney(NOW).events[5]);
    const bad = await carrier.handle({ method: 'GET', path: '/v2/events', query: { eventType: 'CUSTOMS' }, headers: {} }, NOW);
    expect(bad.status).toBe(400);
    carrier.fault = { kind: 'rateLimited', retryAfter: '30' };
    const limited = await carrier.handle({ method: 'GET', path: '/v2/events', query: {}, headers: {} }, NOW);
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
  });
});
