/**
 * What the site says a role pays must not contradict what it charges practices for that role's work: a scribe
 * paid more an hour than a practice pays us for one cannot be true. A job names the service it delivers
 * (`service`, for work practices pay by the hour); its top hourly pay must stay below the lowest hourly price the
 * site shows for that service: its add-on's price and its pricing tiers billed per hour. Needs the jobs, services
 * and add-ons at once, so it runs when all content is sourced (plugins/content-checks).
 */
import { contentReport } from "./validate-node";
import { payRange } from "../lib/pay-range";

type Job = { jsonId: string; salary: string; service?: string | null };
type Service = { slug: string; title: string; pricing: ReadonlyArray<{ price: string; period: string }> };
type AddOn = { jsonId: string; price: string };

const hourly = (text: string) => {
  const pay = payRange(text);
  return pay?.unit === "HOUR" ? pay : undefined;
};

/** One report per job whose pay contradicts, or cannot be compared with, the price of the service it names. */
export function payContradictions(jobs: readonly Job[], services: readonly Service[], addOns: readonly AddOn[]) {
  const report = (job: Job, problem: string) => [contentReport("data/jobs.json", [`job "${job.jsonId}": ${problem}`])];
  return jobs.flatMap((job) => {
    if (!job.service) return [];
    const service = services.find((entry) => entry.slug === job.service);
    if (!service) return report(job, `field "service" is "${job.service}", which is no service's slug`);
    const charged = [
      ...addOns.filter((addOn) => addOn.jsonId === service.slug).map((addOn) => addOn.price),
      ...service.pricing.map((tier) => `${tier.price}${tier.period}`),
    ].flatMap((price) => hourly(price) ?? []);
    if (charged.length === 0) return report(job, `${service.title} has no price per hour to compare its pay with`);
    const pay = hourly(job.salary);
    if (!pay) {
      return report(
        job,
        `field "salary" is "${job.salary}": a job that names a service charged by the hour gives its pay per hour, like "$12 - $14 per hour"`,
      );
    }
    const cheapest = Math.min(...charged.map((price) => price.min));
    if (pay.max < cheapest) return [];
    return report(
      job,
      `field "salary" is "${job.salary}", but the site charges practices from $${cheapest} an hour for ${service.title} (data/services.json, data/add-ons.json): the pay must stay below that`,
    );
  });
}
