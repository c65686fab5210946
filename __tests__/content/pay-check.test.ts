import { payContradictions } from "../../src/content/pay-check";
import addOnData from "../../data/add-ons.json";
import jobData from "../../data/jobs.json";
import services from "../../data/services.json";

// As Gatsby's JSON nodes name them: the JSON id is jsonId.
const jobs = jobData.map(({ id, ...job }) => ({ ...job, jsonId: id }));
const addOns = addOnData.map(({ id, ...addOn }) => ({ ...addOn, jsonId: id }));
const scribes = services.find((service) => service.slug === "virtual-scribes")!;
const scribeJob = { jsonId: "scribe", salary: "$12 - $14 per hour", service: scribes.slug };

describe("pay against prices", () => {
  it("finds no contradiction in the site's content, where a job names its service", () => {
    expect(jobs.some((job) => "service" in job)).toBe(true);
    expect(payContradictions(jobs, services, addOns)).toEqual([]);
  });

  it("refuses a job paying as much an hour as the site charges practices for its service, naming both", () => {
    const cheapest = Math.min(
      ...[addOns.find((addOn) => addOn.jsonId === scribes.slug)!.price, ...scribes.pricing.map((tier) => tier.price)]
        .map((price) => Number(/\$(\d+)/.exec(price)?.[1]))
        .filter(Number.isFinite),
    );
    const [report] = payContradictions(
      [{ ...scribeJob, salary: `$${cheapest - 2} - $${cheapest} per hour` }],
      services,
      addOns,
    );
    expect(report).toContain("data/jobs.json");
    expect(report).toContain('job "scribe": field "salary"');
    expect(report).toContain(`from $${cheapest} an hour for ${scribes.title}`);
    expect(
      payContradictions([{ ...scribeJob, salary: `$${cheapest - 2} - $${cheapest - 1} per hour` }], services, addOns),
    ).toEqual([]);
  });

  it("asks for pay per hour from a job whose service is charged by the hour, and for a service that exists", () => {
    expect(payContradictions([{ ...scribeJob, salary: "$40,000 per year" }], services, addOns)[0]).toContain(
      'like "$12 - $14 per hour"',
    );
    expect(payContradictions([{ ...scribeJob, service: "gardening" }], services, addOns)[0]).toContain(
      'field "service" is "gardening", which is no service\'s slug',
    );
  });
});
