/** Which DCSA interface a carrier connection is used for. */
export type CarrierApi = 'CS' | 'TNT';

/** An enabled carrier connection as the DCSA adapters see it: where to call and how to authenticate. */
export type CarrierEndpoint = {
  connectionId: number;
  companyId: number;
  carrierId: number;
  carrierName: string;
  baseUrl: string;
  apis: CarrierApi[];
  horizonWeeks: number;
  /** Authentication headers for one request (the API key header, or an OAuth2 bearer token fetched and cached). */
  authHeaders(): Promise<Record<string, string>>;
};
