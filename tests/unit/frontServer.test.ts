// The front server's settings (lib/proxy/frontServer.mjs): defaults, the environment's values, and
// the values it refuses at start.
import { describe, expect, it } from 'vitest';
import { SERVER_DEFAULTS, serverSettingsFrom } from '@/lib/proxy/frontServer.mjs';

describe('front server settings', () => {
  it('defaults: keep-alive 65 s (above a proxy’s 60 s), headers 66 s, request 120 s, 1000 connections, 20 s to drain', () => {
    expect(serverSettingsFrom({})).toEqual({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, requestTimeoutMs: 120_000, maxConnections: 1000, shutdownTimeoutMs: 20_000 });
    expect(serverSettingsFrom({})).toEqual(SERVER_DEFAULTS);
  });

  it('takes the environment’s values; headers and request timeouts follow a longer keep-alive when not set', () => {
    expect(serverSettingsFrom({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000', HTTP_MAX_CONNECTIONS: '200', SHUTDOWN_TIMEOUT_MS: '0' })).toEqual({
      keepAliveTimeoutMs: 75_000,
      headersTimeoutMs: 76_000,
      requestTimeoutMs: 120_000,
      maxConnections: 200,
      shutdownTimeoutMs: 0,
    });
    expect(serverSettingsFrom({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '200000' })).toMatchObject({ headersTimeoutMs: 201_000, requestTimeoutMs: 201_000 });
    expect(serverSettingsFrom({ HTTP_REQUEST_TIMEOUT_MS: ' ' })).toEqual(SERVER_DEFAULTS);
  });

  it('refuses at start a value that is no whole number, too small, or out of order, naming the variable', () => {
    expect(() => serverSettingsFrom({ HTTP_MAX_CONNECTIONS: 'many' })).toThrow(/HTTP_MAX_CONNECTIONS/);
    expect(() => serverSettingsFrom({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/);
    expect(() => serverSettingsFrom({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '1.5e3' })).not.toThrow();
    expect(() => serverSettingsFrom({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000.5' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => serverSettingsFrom({ HTTP_HEADERS_TIMEOUT_MS: '60000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS .* greater than HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => serverSettingsFrom({ HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS .* not be less than HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => serverSettingsFrom({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
