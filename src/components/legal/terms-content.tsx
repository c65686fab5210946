import { Link } from "gatsby";
import LegalDocument, { type LegalSection } from "./legal-document";
import ContactDetails from "./contact-details";
import { useSiteConfig } from "../../hooks/use-site-config";

/** The terms of service: the rules for using the website and the general terms of our quotes and subscriptions. */
const TermsContent = () => {
  const { siteTitle: company, siteUrl } = useSiteConfig();
  const domain = new URL(siteUrl).hostname.replace(/^www\./, "");

  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      body: (
        <>
          <p>
            These Terms of Service ("Terms") are an agreement between you and {company} ("{company}", "we", "us" or
            "our") about your use of {domain} and its pages, forms and client portal (the "Website"). By using the
            Website you accept these Terms and our <Link to="/privacy-policy/">Privacy Policy</Link>. If you do not
            accept them, please do not use the Website.
          </p>
          <p>
            If you use the Website on behalf of a medical practice or other organization, you confirm that you are
            authorized to accept these Terms for it, and "you" includes that organization.
          </p>
          <p>
            The <Link to="/services/">services</Link> we provide to medical practices are governed by a separate written
            agreement signed with each client. Where that agreement and these Terms differ, the signed agreement
            prevails.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility",
      body: (
        <>
          <p>
            You must be at least 18 years old, and able to enter into a binding contract, to use the Website, submit a
            form, request a quote or start a subscription.
          </p>
          <p>
            The Website and our services are intended for healthcare professionals and the businesses they run. They are
            not intended for children under 13, and children under 13 must not use the Website or send us any
            information.
          </p>
        </>
      ),
    },
    {
      id: "use-of-the-website",
      title: "Use of the Website",
      body: (
        <>
          <p>You may use the Website to learn about our services and to contact us. When you use it, you agree:</p>
          <ul>
            <li>
              to give accurate and complete information in the forms you send, and to send only information you have the
              right to share;
            </li>
            <li>
              not to include protected health information (PHI) or any other information about patients in forms,
              messages or uploaded files. The Website is not a channel for PHI;
            </li>
            <li>
              not to use the Website for anything unlawful, fraudulent or harmful, or to send spam, malware or automated
              submissions;
            </li>
            <li>
              not to try to gain unauthorized access to the Website, its server, its database or any account, or to
              disrupt, overload or probe them for vulnerabilities, except through a coordinated disclosure agreed with
              us in writing; and
            </li>
            <li>not to copy, scrape or reuse the Website's content in bulk, or present it as your own.</li>
          </ul>
          <h3>Client portal</h3>
          <p>
            The client portal on the Website is a demonstration with sample data. Portal access for clients is provided
            under their service agreement. Clients are responsible for keeping their sign-in details confidential, for
            the activity under their accounts, and for telling us at once if they suspect unauthorized use.
          </p>
          <p>We may suspend or restrict access to the Website, or any part of it, to anyone who breaks these Terms.</p>
        </>
      ),
    },
    {
      id: "no-medical-advice",
      title: "No Medical Advice",
      body: (
        <>
          <p>
            The Website, including our blog, FAQs, case studies and other content, is general information about practice
            operations, technology, billing and staffing. It is not medical, legal, billing or compliance advice for
            your situation, and it does not create a professional relationship with you.
          </p>
          <p>
            Nothing on the Website is intended to diagnose or treat any condition or to guide patient care. Clinical
            decisions remain the responsibility of licensed healthcare professionals. For coding, billing and regulatory
            questions, rely on your own qualified advisers and the official guidance of payers and regulators.
          </p>
        </>
      ),
    },
    {
      id: "quotes-and-proposals",
      title: "Consultations, Quotes and Proposals",
      body: (
        <>
          <p>
            Our consultations are free and carry no obligation. Prices, estimates, timelines and plan descriptions on
            the Website, and quotes and proposals we send in answer to a request, are for information and planning. They
            are not an offer that you can accept by replying, and they do not bind either of us until both parties have
            signed a written agreement or order form.
          </p>
          <p>
            Quotes are based on the information you give us; if it changes or turns out to be incomplete, the price and
            timeline may change. Unless a quote says otherwise, it is valid for 30 days. Sending a form does not reserve
            staff, start work or create any payment obligation.
          </p>
        </>
      ),
    },
    {
      id: "subscriptions",
      title: "Subscription Plans and Billing",
      body: (
        <>
          <p>
            When you start a subscription, the plan, add-ons and prices are those shown on our{" "}
            <Link to="/subscription/">Subscription page</Link> when you sign up, or in the order form you sign with us.
            The following apply to every plan unless your signed agreement says otherwise:
          </p>
          <ul>
            <li>
              <strong>No setup fees.</strong> You pay the monthly plan price and any add-on services you choose.
            </li>
            <li>
              <strong>Monthly renewal.</strong> Subscriptions renew automatically each month for another month, and are
              billed in advance for each monthly period.
            </li>
            <li>
              <strong>Cancellation.</strong> You can cancel at any time by giving us 30 days' written notice, by email
              or through your account manager. Service and billing continue until the end of the notice period; no
              cancellation fee applies.
            </li>
            <li>
              <strong>30-day money-back guarantee.</strong> If you are not satisfied and cancel within 30 days of your
              subscription's start date, we refund the subscription fees you paid for that first period in full.
            </li>
            <li>
              <strong>Changes to plans and prices.</strong> You can move to another plan at the start of any monthly
              period. We will give you at least 30 days' notice of any price change to your plan; it applies from your
              next renewal after that notice.
            </li>
            <li>
              <strong>Taxes and late payment.</strong> Prices exclude applicable taxes. If a payment is overdue, we will
              tell you and may pause services after a reasonable period if it remains unpaid.
            </li>
          </ul>
          <p>
            Add-on services billed by the hour or as a percentage of collections are charged as described in your order
            form. When our services involve protected health information, we also sign a Business Associate Agreement
            with your practice.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      body: (
        <>
          <p>
            The Website and its content, including text, articles, graphics, illustrations, logos and the {company}{" "}
            name, belong to {company} or its licensors and are protected by copyright, trademark and other laws. We
            grant you a limited, non-exclusive, revocable permission to view the Website and to print or save pages for
            your own, non-commercial use, such as sharing them within your practice.
          </p>
          <p>
            You may not otherwise copy, modify, distribute, sell or publicly display Website content, or use our name or
            logos, without our written permission. If you send us feedback or suggestions, we may use them without any
            obligation to you.
          </p>
        </>
      ),
    },
    {
      id: "third-party-links",
      title: "Third-Party Links and the Embedded Map",
      body: (
        <>
          <p>
            The Website links to other websites, such as our social media pages, and our{" "}
            <Link to="/contact/">Contact page</Link> shows a map of our office supplied by a third-party map service and
            displayed in a frame on the page. These are provided for convenience. We do not control them and are not
            responsible for their content, accuracy, availability or privacy practices; your use of them is governed by
            their own terms.
          </p>
          <p>
            A link does not mean we endorse the linked website or its owner. Map data may not show current roads,
            entrances or parking; confirm directions before you visit.
          </p>
        </>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: (
        <>
          <p>
            We work to keep the Website accurate and available, but it is provided "as is" and "as available". To the
            fullest extent permitted by law, we disclaim all warranties, express or implied, about the Website,
            including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and
            any warranty that the Website will be uninterrupted, error-free or free of harmful components.
          </p>
          <p>
            Figures on the Website, such as savings, time saved, revenue increases and satisfaction rates, describe
            typical or past results for some clients. They are not a promise of the results your practice will achieve,
            which depend on its circumstances.
          </p>
        </>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      body: (
        <>
          <p>
            To the fullest extent permitted by law, {company} and its officers, employees and agents are not liable for
            any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue,
            data or goodwill, arising from or related to your use of, or inability to use, the Website, even if we were
            told such damages were possible.
          </p>
          <p>
            Our total liability for any claim arising from or related to the Website is limited to one hundred US
            dollars (US$100). Liability for services we provide under a signed agreement is governed by that agreement.
            Some jurisdictions do not allow certain limitations of liability; in them, these limits apply only as far as
            the law allows.
          </p>
        </>
      ),
    },
    {
      id: "indemnification",
      title: "Indemnification",
      body: (
        <p>
          You agree to defend, indemnify and hold harmless {company} and its officers, employees and agents from any
          claims, losses, liabilities and expenses, including reasonable attorneys' fees, arising from your breach of
          these Terms, your misuse of the Website, or information you submit that you had no right to share, including
          any protected health information sent in breach of these Terms.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing Law and Disputes",
      body: (
        <>
          <p>
            These Terms, and any dispute arising from them or from your use of the Website, are governed by the laws of
            the State of California, without regard to its conflict-of-laws rules. You and we agree to the exclusive
            jurisdiction of the state and federal courts located in the State of California for any such dispute, except
            that either party may seek urgent injunctive relief in any competent court.
          </p>
          <p>
            Before starting proceedings, please contact us so we can try to resolve the matter informally; most concerns
            are settled that way. If any part of these Terms is found unenforceable, the rest remains in effect. Our
            failure to enforce a provision is not a waiver of it.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      body: (
        <p>
          We may update these Terms from time to time. The effective date at the top of this page shows when they last
          changed, and the new Terms apply from that date. If you keep using the Website after a change, you accept the
          updated Terms. Changes do not alter a signed agreement or a subscription already in progress until its next
          renewal after we notify you.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Us",
      body: (
        <>
          <p>Questions about these Terms can be sent to:</p>
          <ContactDetails topic="Terms of Service" />
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      summary={
        <p>
          These terms set out the rules for using the {company} website, and the general terms that apply to our
          consultations, quotes, proposals and subscription plans. Please read them together with our{" "}
          <Link to="/privacy-policy/">Privacy Policy</Link>.
        </p>
      }
      sections={sections}
    />
  );
};

export default TermsContent;
