import type { Reporter, TestModule } from 'vitest/node';

/** Prints the ten slowest test files before the runner's own summary, so CI shows where its time goes. */
export default class SlowestTestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
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
}
