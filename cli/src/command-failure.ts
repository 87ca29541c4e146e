/** A failure of storyctl's own (not of a bff service): printed as it is, exit status 1. */
export class CommandFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailure';
  }
}
