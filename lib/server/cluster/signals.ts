/*
 * What an invalidation signal says: what changed (its kind), for which company, and which of Next's
 * cache tags it expires. Every instance that receives it does the same local work as the instance
 * that sent it (./bus.ts). Plain data, no server imports: the codec is tested on its own.
 */

/** Kinds a change can have; each read model listens to the kinds it is built from. */
export const SIGNAL_KINDS = [
  // Next cache tags only (news, site content, banners): cached pages and data of the tag are dropped
  'tag',
  // a company's row changed: its settings held in process, the host directory and its cache tag
  'company',
  // host names changed: the host directory
  'domains',
  // a company's search indexes (lib/server/companyIndex.ts) rebuild from the database
  'ports',
  'rates',
  'schedules',
] as const;

export type SignalKind = (typeof SIGNAL_KINDS)[number];

export type Change = {
  kind: SignalKind;
  /** The company concerned; null for data every company shares. */
  companyId: number | null;
  /** Next cache tags this change expires (may be empty). */
  tags?: readonly string[];
};

export type Signal = {
  kind: SignalKind;
  companyId: number | null;
  tags: readonly string[];
  /** When the change was announced (ms since the epoch, the sender's clock). */
  at: number;
};

/**
 * Delivered locally only, never sent: after this process could not hear the others for a while
 * (its connection to Redis or PostgreSQL was down), it drops everything it holds, as if every kind
 * had changed for every company.
 */
export type Resync = { kind: 'resync'; companyId: null; tags: readonly string[]; at: number };

export type Delivered = Signal | Resync;

const VERSION = 1;
const MAX_TAGS = 64;
const MAX_TAG_LENGTH = 256;
const isKind = (k: unknown): k is SignalKind => typeof k === 'string' && (SIGNAL_KINDS as readonly string[]).includes(k);

/** The text on the wire: the signal and the id of the instance that sent it. */
export function encodeSignal(signal: Signal, from: string): string {
  return JSON.stringify({ v: VERSION, from, kind: signal.kind, companyId: signal.companyId, tags: signal.tags, at: signal.at });
}

/** A received text, checked field by field; anything else (another version, garbage) is null. */
export function decodeSignal(text: string): { signal: Signal; from: string } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (m.v !== VERSION || typeof m.from !== 'string' || !isKind(m.kind)) return null;
  const companyId = m.companyId;
  if (companyId !== null && !(typeof companyId === 'number' && Number.isSafeInteger(companyId) && companyId > 0)) return null;
  if (!Array.isArray(m.tags) || m.tags.length > MAX_TAGS) return null;
  if (!m.tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= MAX_TAG_LENGTH)) return null;
  if (typeof m.at !== 'number' || !Number.isFinite(m.at) || m.at <= 0) return null;
  return { signal: { kind: m.kind, companyId, tags: m.tags as string[], at: m.at }, from: m.from };
}
