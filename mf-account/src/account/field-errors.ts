interface Issues {
  issues: { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per field of a failed zod parse, keyed by the field name. */
export function fieldErrors(error: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
