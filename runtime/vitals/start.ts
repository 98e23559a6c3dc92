// bundle/vitals.js, which the plugin prints inline on both variants, the islands and the shop's own
// scripts (docs/vitals.md): the sampling, then after the load event, in an idle task, the reporter
// (bundle/vitals-reporter.js). Inline, so nothing is fetched before the load event and the islands'
// entry stays as it was; outside the islands' runtime, so both variants report the same way.
import { scheduleVitals, vitalsSettings } from './schedule.ts';

scheduleVitals(vitalsSettings('islands-vitals'));
