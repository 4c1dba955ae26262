import type { TrackingEvent } from '@/lib/contracts/tracking';

export const placeName = (l: TrackingEvent['location'], en: boolean) => (en ? l.nameEn : l.nameCn);
