import type { Endpoint } from './fake-openai-server.ts';

// Answers the fake OpenAI server holds half-way until a test lets them go on (its `hold-*` modes):
// a story held before or after its opening, a picture held after its partials.

export function heldAnswers() {
  const held: { endpoint: Endpoint; resume: () => void }[] = [];
  return {
    /** Waits until `release` lets answers of `endpoint` go on. */
    holdOn: (endpoint: Endpoint) => new Promise<void>((resume) => held.push({ endpoint, resume })),
    /** Lets every held answer go on, or only those of `endpoint`. */
    release(endpoint?: Endpoint) {
      for (const hold of held.filter((one) => !endpoint || one.endpoint === endpoint)) {
        held.splice(held.indexOf(hold), 1);
        hold.resume();
      }
    },
  };
}
