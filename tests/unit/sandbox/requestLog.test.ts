// @vitest-environment node
/**
 * The sandbox's log of what was sent (sandbox/requestLog.ts): a call takes its place as it arrives, so one whose
 * body is slow to read (a picture), or one the app gave up waiting for, is still logged, and in the order the calls
 * were sent. Tests assert on that order ("the chain goes on") and on a timed-out call having been made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, readCall, clearRequestLog, logArrival, requestLog, type LoggedRequest } from '../../../sandbox/requestLog.ts';

const call = (endpoint: string): LoggedRequest => ({ endpoint, method: 'POST', url: `http://localhost/${endpoint}`, query: {}, headers: {}, body: '' });
const endpoints = () => requestLog.map((r) => r.endpoint);

afterEach(() => clearRequestLog());

describe('the request log', () => {
  it('keeps the order calls arrived in when a later one is read first', () => {
    const upload = logArrival();
    const track = logArrival();
    const save = logArrival();
    track(call('trackClick'));
    save(call('problemSave'));
    expect(endpoints()).toEqual(['trackClick', 'problemSave']);
    upload(call('uploadProblemImg'));
    expect(endpoints()).toEqual(['uploadProblemImg', 'trackClick', 'problemSave']);
  });

  it('logs calls read in the order they came as before, one after another', () => {
    for (const endpoint of ['loanDetails', 'orderScore', 'eventSave']) logArrival()(call(endpoint));
    expect(endpoints()).toEqual(['loanDetails', 'orderScore', 'eventSave']);
  });

  it('starts empty again when cleared; a call that arrived before and is read after is not logged (the run before sent it)', () => {
    const early = logArrival();
    clearRequestLog();
    logArrival()(call('loanDetails'));
    early(call('uploadProblemImg'));
    expect(endpoints()).toEqual(['loanDetails']);
  });

  describe('a body the app gave up on', () => {
    /** A request whose body comes in two parts, the second only when `more` is called. */
    function slowUpload(signal: AbortSignal) {
      let more = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('part 1, '));
          more = () => {
            controller.enqueue(new TextEncoder().encode('part 2'));
            controller.close();
          };
        },
      });
      const request = new Request('http://localhost/uploadProblemImg', { method: 'POST', body, signal, duplex: 'half' } as RequestInit);
      return { request, more: () => more() };
    }

    const wholeUpload = () => new Request('http://localhost/uploadProblemImg', { method: 'POST', body: 'whole' });

    it('is read whole when the app still waits', async () => {
      const { request, more } = slowUpload(new AbortController().signal);
      const read = bodyOf(request);
      more();
      expect(new TextDecoder().decode((await read)!)).toBe('part 1, part 2');
      const entry = await readCall('uploadProblemImg', wholeUpload());
      expect(entry).toMatchObject({ body: 'whole', bytes: btoa('whole') });
      expect(entry.unread).toBeUndefined();
      // Only an upload (the endpoint table's multipart) keeps its bytes apart.
      const sent = await readCall('problemSave', new Request('http://localhost/problemSave', { method: 'POST', body: 'text=1' }));
      expect(sent).toMatchObject({ endpoint: 'problemSave', body: 'text=1' });
      expect(sent.bytes).toBeUndefined();
    });

    it('is null once the app gives up on the call (its time-out) before the body is all there: no hang, and the call can still be logged', async () => {
      const app = new AbortController();
      const { request } = slowUpload(app.signal);
      const read = bodyOf(request);
      app.abort();
      expect(await read).toBeNull();
      expect(await bodyOf(request)).toBeNull();
      // Logged as made, its body not known: what the sandbox and the unit tests' stand-ins log for it.
      const entry = await readCall('uploadProblemImg', request);
      expect(entry).toMatchObject({ endpoint: 'uploadProblemImg', method: 'POST', body: '', unread: true });
      expect(entry.bytes).toBeUndefined();
    });
  });
});
