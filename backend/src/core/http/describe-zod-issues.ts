import type { z } from 'zod';

export interface DescribedIssues {
  /** e.g. `email: Invalid email address; password: Too small: expected string to have >=8 characters` */
  message: string;
  issues: { path: string; message: string }[];
}

/** Turns zod issues into a message naming each field (`root` names the whole value when the path is empty). */
export function describeZodIssues(
  zodIssues: readonly z.core.$ZodIssue[],
  root: string,
): DescribedIssues {
  const issues = zodIssues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : root,
    message: issue.message,
  }));
  return { message: issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues };
}
