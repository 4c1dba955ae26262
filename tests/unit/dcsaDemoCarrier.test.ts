// The demo carrier (lib/dcsa/demo/cs.ts): every answer it gives is valid CS 1.0.3, its pages chain
// through Next-Page-Cursor without losing or repeating a routing, its ships carry valid IMO numbers.
import { describe, expect, it } from 'vitest';
import { DEMO_LOOPS, demoP2PAnswer, demoPointToPoint, imoNumber, validImo } from '@/lib/dcsa/demo/cs';
import { dcsaValidator } from '@/lib/dcsa/validator';

const OP = 'get-v1-point-to-point';
const q = (o: Record<string, string>) => new URLSearchParams(o);

describe('demo carrier', () => {
  it('answers valid CS 1.0.3 routings, direct and via Singapore', async () => {
    const v = await dcsaValidator('CS_v1.0.3.yaml');
    for (const [pol, pod] of [['CNSHA', 'NLRTM'], ['CNTAO', 'AEJEA'], ['CNXMN', 'USOAK'], ['CNNGB', 'SAJED']] as const) {
      const a = demoP2PAnswer(q({ placeOfReceipt: pol, placeOfDelivery: pod, departureStartDate: '2026-12-07', departureEndDate: '2027-01-31' }), '/v1/point-to-point-routes');
      expect(a.status).toBe(200);
      expect(v.validateResponse(OP, 200, a.body)).toEqual({ valid: true });
      expect((a.body as unknown[]).length, `${pol}-${pod}`).toBeGreaterThan(0);
    }
    // Qingdao is on FE2 only, Jebel Ali on ME2 only: two legs, changing ship at Singapore
    const via = demoPointToPoint({ pol: 'CNTAO', pod: 'AEJEA', from: '2026-12-07', to: '2026-12-31' });
    expect(via[0]!.legs.map((l) => `${l.departure.location.UNLocationCode}-${l.arrival.location.UNLocationCode}`)).toEqual(['CNTAO-SGSIN', 'SGSIN-AEJEA']);
    expect(Date.parse(via[0]!.legs[1]!.departure.dateTime)).toBeGreaterThan(Date.parse(via[0]!.legs[0]!.arrival.dateTime));
  });

  it('pages with Next-Page-Cursor: every routing once, in departure order', async () => {
    const base = { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', departureEndDate: '2027-03-01' };
    const all = demoPointToPoint({ pol: 'CNSHA', pod: 'NLRTM', from: base.departureStartDate, to: base.departureEndDate });
    const got: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const a = demoP2PAnswer(q({ ...base, limit: '3', ...(cursor ? { cursor } : {}) }), '/x');
      got.push(...(a.body as unknown[]));
      cursor = a.headers['Next-Page-Cursor'];
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect(got).toEqual(all);
  });

  it('refuses a bad query or a cursor of another query with a valid ErrorResponse', async () => {
    const v = await dcsaValidator('CS_v1.0.3.yaml');
    const bad = demoP2PAnswer(q({ placeOfReceipt: 'shanghai', placeOfDelivery: 'NLRTM' }), '/x');
    expect(bad.status).toBe(400);
    expect(v.validateResponse(OP, 400, bad.body)).toEqual({ valid: true });
    const first = demoP2PAnswer(q({ placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', departureEndDate: '2027-03-01', limit: '1' }), '/x');
    const other = demoP2PAnswer(q({ placeOfReceipt: 'CNNGB', placeOfDelivery: 'DEHAM', departureStartDate: '2026-12-07', departureEndDate: '2027-03-01', cursor: first.headers['Next-Page-Cursor']! }), '/x');
    expect(other.status).toBe(400);
  });

  it('sails ships with valid IMO numbers', () => {
    expect(imoNumber(907472)).toBe('9074729'); // the standard's example: 9×7+0×6+7×5+4×4+7×3+2×2 = 139 → 9
    expect(validImo('9074728')).toBe(false);
    for (const loop of DEMO_LOOPS) for (const s of loop.fleet) expect(validImo(s.imo), s.name).toBe(true);
  });
});
