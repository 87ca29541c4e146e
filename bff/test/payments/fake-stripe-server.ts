import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com's Checkout Session and Refund endpoints, holding sessions in memory. */
export async function startFakeStripeServer() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, any>>();
  const refunds = new Map<string, Record<string, any>>();
  const refundsByIdempotencyKey = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  let counter = 0;

  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url!, 'http://fake');
    const form = new URLSearchParams(body);
    requests.push({ method: req.method!, path: url.pathname, query: url.searchParams, headers: req.headers, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(json));
    };

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined;
      if (key && byIdempotencyKey.has(key)) return send(200, sessions.get(byIdempotencyKey.get(key)!));
      const id = `cs_test_fake${++counter}`;
      const session = {
        id,
        object: 'checkout.session',
        created: Math.floor(Date.now() / 1000),
        mode: form.get('mode'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { storyId: form.get('metadata[storyId]') },
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        customer_details: null,
        customer_email: null,
        payment_intent: null,
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return send(200, session);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      // Stripe's list: newest first, filtered by created[gt|gte|lt|lte] and status, paged by starting_after.
      const q = url.searchParams;
      const bounds = {
        gt: q.get('created[gt]'),
        gte: q.get('created[gte]'),
        lt: q.get('created[lt]'),
        lte: q.get('created[lte]'),
      };
      let matching = [...sessions.values()]
        .filter(
          (s) =>
            (bounds.gt === null || s.created > Number(bounds.gt)) &&
            (bounds.gte === null || s.created >= Number(bounds.gte)),
        )
        .filter(
          (s) =>
            (bounds.lt === null || s.created < Number(bounds.lt)) &&
            (bounds.lte === null || s.created <= Number(bounds.lte)),
        )
        .filter((s) => !q.get('status') || s.status === q.get('status'))
        .reverse();
      const after = q.get('starting_after');
      if (after) matching = matching.slice(matching.findIndex((s) => s.id === after) + 1);
      const limit = Number(q.get('limit') ?? 10);
      return send(200, {
        object: 'list',
        url: '/v1/checkout/sessions',
        has_more: matching.length > limit,
        data: matching.slice(0, limit),
      });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      if (retrieve[1] === 'cs_test_broken')
        return send(500, { error: { type: 'api_error', message: 'Something broke' } });
      const session = sessions.get(retrieve[1]);
      if (!session)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${retrieve[1]}'`,
          },
        });
      return send(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = req.headers['idempotency-key'] as string | undefined;
      if (key && refundsByIdempotencyKey.has(key)) return send(200, refunds.get(refundsByIdempotencyKey.get(key)!));
      const paymentIntent = form.get('payment_intent');
      const paid = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === paymentIntent);
      if (!paid)
        return send(400, {
          error: { type: 'invalid_request_error', message: `No such payment_intent: '${paymentIntent}'` },
        });
      const id = `re_test_fake${++counter}`;
      const refund = {
        id,
        object: 'refund',
        amount: paid.amount_total,
        currency: paid.currency,
        payment_intent: paymentIntent,
        status: 'succeeded',
        reason: form.get('reason'),
      };
      refunds.set(id, refund);
      if (key) refundsByIdempotencyKey.set(key, id);
      return send(200, refund);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    refunds,
    /** What Stripe does when the buyer pays on its hosted page. */
    completePayment(sessionId: string, email: string | null) {
      Object.assign(sessions.get(sessionId)!, {
        status: 'complete',
        payment_status: 'paid',
        customer_details: email ? { email } : null,
        payment_intent: `pi_test_${sessionId}`,
      });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
