import type { TestInfo } from "@playwright/test";

/**
 * A short tag unique to this attempt of this test (project, `--repeat-each` index, retry), for names
 * a test looks up on screen: the run shares one database, so a second run of the same test would
 * otherwise find its first run's "Pending Percy" beside its own.
 */
export function runTag(testInfo: TestInfo): string {
  return `${testInfo.project.name.slice(0, 1)}${testInfo.repeatEachIndex}${testInfo.retry}`;
}
