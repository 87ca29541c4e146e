import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest test files before the runner's own summary, so CI shows where its time goes,
 * and each test that passed only when tried again with the error of its failed try: vitest's own
 * summary hides those, so a flaky test would otherwise go unseen until it fails twice.
 */
export default class SlowestTestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    printFlaky(testModules);
    printSlowest(testModules);
  }
}

function printSlowest(testModules: ReadonlyArray<TestModule>): void {
  const slowest = testModules
    .map((module) => ({
      file: `${module.project.name} ${module.relativeModuleId}`,
      ms: module.diagnostic().duration,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (slowest.length === 0) return;
  console.log('\nThe 10 slowest test files:');
  for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
}

function printFlaky(testModules: ReadonlyArray<TestModule>): void {
  const flaky = testModules.flatMap((module) =>
    [...module.children.allTests()]
      .filter((test) => test.diagnostic()?.flaky)
      .map((test) => ({ test, file: `${module.project.name} ${module.relativeModuleId}` })),
  );
  if (flaky.length === 0) return;
  console.log(`\nPassed only when tried again (${flaky.length}):`);
  for (const { test, file } of flaky) {
    console.log(`  ${file} > ${test.fullName}`);
    const error = test.result().errors?.[0];
    const said = `${error?.name ?? 'Error'}: ${error?.message ?? '(no error kept)'}`;
    for (const line of said.split('\n').slice(0, 8)) console.log(`      ${line}`);
  }
}
