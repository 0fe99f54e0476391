/** Typed domain errors; one handler in app.ts maps them to HTTP. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class ValidationFailed extends DomainError {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(400, message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(message: string) {
    super(429, message);
  }
}
