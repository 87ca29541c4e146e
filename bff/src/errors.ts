// Errors the services raise; the HTTP layer turns them into `{ message }` with their status and
// storyctl prints their message. The message is meant for the person who caused it.

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super(400, message, { fieldErrors });
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { retryAfterSeconds });
  }
}
