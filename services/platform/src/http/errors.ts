// Code throws these; the one error handler (error-handler.ts) turns the class into a status
// and the body { error: { title, message, field? } }. Titles and messages are the spec's words.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(title: string, message: string, field?: string) {
    super(400, title, message, field);
  }
}

export class NotFoundError extends AppError {
  constructor(title: string, message: string) {
    super(404, title, message);
  }
}

export class ConflictError extends AppError {
  constructor(title: string, message: string, field?: string) {
    super(409, title, message, field);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(title: string, message: string, field?: string) {
    super(413, title, message, field);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(title: string, message: string, field?: string) {
    super(415, title, message, field);
  }
}

export class DependencyUnavailableError extends AppError {
  constructor(dependency: string) {
    super(503, 'Service Unavailable', `${dependency} is unavailable. Please try again shortly.`);
  }
}

/** No session, or one that expired: sign in again. */
export class UnauthorizedError extends AppError {
  /** `field` names what is missing when it is one thing (a sign-in's second-factor code). */
  constructor(title: string, message: string, field?: string) {
    super(401, title, message, field);
  }
}

/** Signed in, but this needs a role or a token the caller does not have. */
export class ForbiddenError extends AppError {
  constructor(title: string, message: string) {
    super(403, title, message);
  }
}

/** Too many attempts: this account or address must wait (lockout, per-IP sign-in limit). */
export class TooManyRequestsError extends AppError {
  constructor(title: string, message: string) {
    super(429, title, message);
  }
}
