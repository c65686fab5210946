import { faqPage } from "../../src/seo/faq-page";
import { serializeJsonLd } from "../../src/seo/structured-data";
import faqs from "../../data/faqs.json";

describe("faqPage", () => {
  it("is an FAQPage with every question and its accepted answer", () => {
    const json = faqPage(faqs);
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity).toHaveLength(faqs.length);
    expect((json.mainEntity as unknown[])[0]).toEqual({
      "@type": "Question",
      name: faqs[0].question,
      acceptedAnswer: { "@type": "Answer", text: faqs[0].answer },
    });
  });

  it("serialises safely even when an answer contains markup", () => {
    const text = serializeJsonLd([faqPage([{ question: "Q?", answer: "</script><b>A</b>" }])]);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
  });
});
