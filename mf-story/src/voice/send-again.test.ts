import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@dreamweaver/web-kit';
import { LONGEST_WAIT_SECONDS, sendAgainAfterWaits, TAKE_RETRIES, waitAskedFor } from './send-again.ts';

const busy = (seconds?: number, status = 503) => new ApiError(status, '{"message":"Many recordings…"}', '', seconds);

describe('a take sent again after the wait the server asks for', () => {
  it('is sent again after each Retry-After of a 503 or 429 (a little later, by its own amount), until it is stored', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(busy(8))
      .mockRejectedValueOnce(busy(3, 429))
      .mockResolvedValueOnce('stored');
    const sleep = vi.fn(async () => {});
    const onWait = vi.fn();
    await expect(sendAgainAfterWaits(send, { sleep, onWait, random: () => 0.5 })).resolves.toBe('stored');
    expect(send).toHaveBeenCalledTimes(3);
    expect(onWait.mock.calls).toEqual([[8], [3]]);
    expect(sleep.mock.calls).toEqual([[9000], [3375]]);
  });

  it('gives up with the server’s answer after a few tries, on a wait too long to sit through, and on any other error', async () => {
    const sleep = vi.fn(async () => {});
    const always = vi.fn(async () => Promise.reject(busy(2)));
    await expect(sendAgainAfterWaits(always, { sleep })).rejects.toMatchObject({ status: 503 });
    expect(always).toHaveBeenCalledTimes(TAKE_RETRIES + 1);

    const hourLong = vi.fn(async () => Promise.reject(busy(3600, 429)));
    await expect(sendAgainAfterWaits(hourLong, { sleep })).rejects.toMatchObject({ status: 429 });
    expect(hourLong).toHaveBeenCalledTimes(1);

    for (const error of [busy(undefined), new ApiError(422, '{"message":"Nothing was recorded."}'), new Error('x')]) {
      const send = vi.fn(async () => Promise.reject(error));
      await expect(sendAgainAfterWaits(send, { sleep })).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('reads the wait from an ApiError or any error that carries a status and Retry-After', () => {
    expect(waitAskedFor(busy(5))).toBe(5);
    expect(waitAskedFor(busy(LONGEST_WAIT_SECONDS + 1, 429))).toBe(LONGEST_WAIT_SECONDS + 1);
    expect(waitAskedFor(Object.assign(new Error('busy'), { status: 503, retryAfterSeconds: 4 }))).toBe(4);
    expect(waitAskedFor(new ApiError(500, '', '', 5))).toBeUndefined();
    expect(waitAskedFor({ status: 503, retryAfterSeconds: 4 })).toBeUndefined();
  });
});
