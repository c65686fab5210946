import { Link } from "gatsby";
import LegalDocument, { type LegalSection } from "./legal-document";
import ContactDetails from "./contact-details";
import { useSiteConfig } from "../../hooks/use-site-config";
import { OPT_IN_DAYS } from "../../lib/newsletter";
import { RETENTION } from "../../lib/retention";

/** "1 day", "30 days": a retention period as the policy states it. */
const period = (count: number, unit: "day" | "month") => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** The host name of the embedded map's provider (e.g. openstreetmap.org), read from the configured map address. */
const mapProvider = (mapEmbedUrl: string) => new URL(mapEmbedUrl).hostname.replace(/^www\./, "");

/** The privacy policy: what the website collects, why, how long we keep it, and visitors' rights. */
const PrivacyPolicyContent = () => {
  const { siteTitle: company, contact, mapEmbedUrl } = useSiteConfig();
  const map = mapProvider(mapEmbedUrl);

  const sections: LegalSection[] = [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: (
        <>
          <p>
            We collect only what you choose to send us through the forms on this website, and the basic technical
            information every website receives.
          </p>
          <h3>Contact and practice details</h3>
          <p>
            When you request a consultation, a quote, a subscription or a service, send us a message, or sign up for our
            newsletter, we collect the details the form asks for. Depending on the form, that is:
          </p>
          <ul>
            <li>your name, job title, email address and phone number;</li>
            <li>your practice's name, type and size (number of providers);</li>
            <li>
              the services, plan, add-ons, timeline and budget you are interested in, and your preferred date, time and
              way of being contacted;
            </li>
            <li>anything you write in free-text fields, such as your current challenges, goals or questions;</li>
            <li>billing contact details, if you start a subscription; and</li>
            <li>how you heard about us, if you tell us.</li>
          </ul>
          <h3>Job applications</h3>
          <p>
            When you apply for a position, we collect your name, email address and phone number, the resume or CV you
            upload, and your cover letter if you include one.
          </p>
          <h3>Where your visit came from</h3>
          <p>
            On the first page you open, your browser notes in its session storage (not a cookie; it is gone when you
            close the tab) the page you arrived on, the website that linked you here (its name only, such as google.com,
            never the full address you came from), the campaign tags of the link you followed, if it had any (such as{" "}
            <code>utm_campaign=winter</code> in a newsletter link), and the time. Nothing of it is sent to us unless you
            send a form: it then goes with the form and is stored with it, so that we can tell which newsletters,
            searches and websites bring requests. Without JavaScript, we keep only the website your browser says sent
            the form, if it was another one, and the campaign tags of the form page's address.
          </p>
          <h3>Technical information</h3>
          <p>
            Like every website, ours receives your IP address, browser type, the page you asked for and the time of the
            request. Our hosting provider keeps this in short-lived server logs used to deliver the site, keep it secure
            and diagnose faults. We do not use it to build a profile of you.
          </p>
          <h3>What we do not collect</h3>
          <p>
            We do not use advertising or analytics trackers, we do not buy lists of contacts, and we do not ask for, or
            want to receive, patient health information through this website (see{" "}
            <a href="#health-information">Health Information and HIPAA</a>).
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      body: (
        <>
          <p>We use the information you send us only to respond to you and to provide what you asked for:</p>
          <ul>
            <li>to answer your message, schedule your consultation, or prepare the quote or proposal you requested;</li>
            <li>to set up and bill a subscription or service you have chosen to start;</li>
            <li>to consider your application for a position with us;</li>
            <li>to send our newsletter, if you subscribed to it;</li>
            <li>to keep our website and forms secure, including filtering automated spam; and</li>
            <li>to meet our legal, accounting and regulatory obligations.</li>
          </ul>
          <p>
            We do not use your information for automated decision-making that has legal or similarly significant effects
            on you, and we do not send marketing email unless you subscribed to it or are already a client.
          </p>
        </>
      ),
    },
    {
      id: "form-submissions",
      title: "How Form Submissions Are Stored",
      body: (
        <>
          <p>
            When you send a form, it travels over an encrypted (HTTPS) connection to our server, which checks it and
            saves it in our own database. Resumes are stored with the application they belong to. Only the {company}{" "}
            staff who need a submission to respond to you, such as our sales, support and recruiting teams, can read it.
          </p>
          <p>
            Submissions are used only to respond to the request they contain. We do not add them to mailing lists unless
            you signed up for the newsletter, and we do not combine them with information about you from other sources.
          </p>
          <p>
            When a form is saved, we email a notice of it to the team that handles it (for a job application, with the
            resume) and a short confirmation to the address you gave, which repeats nothing you wrote but your first
            name. An address gets at most one such confirmation per form a day.
          </p>
          <p>
            A newsletter sign-up counts only once the owner of the address confirms it, through the link we email to it;
            the link works for {period(OPT_IN_DAYS, "day")}. Until then we send that address nothing else, and every
            newsletter email has a one-click unsubscribe link.
          </p>
          <p>
            When you unsubscribe, we keep a one-way (hashed) form of your email address, never the address itself, so
            that a new sign-up of it, by you or anyone else, sends it no mail. The page that confirms you have
            unsubscribed has a button to subscribe again, which removes it.
          </p>
          <p>
            The client portal sign-in on this website is a demonstration: the email address and password typed into it
            are checked in your browser and are never sent to us or stored.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How We Share Information",
      body: (
        <>
          <p>
            <strong>We do not sell your personal information, and we do not share it for advertising.</strong> We have
            not done so in the past twelve months. We share information only:
          </p>
          <ul>
            <li>
              with service providers who host our website, database and email on our behalf, under contracts that allow
              them to use it only to provide their service to us and require them to protect it;
            </li>
            <li>with professional advisers such as accountants and lawyers, under a duty of confidentiality;</li>
            <li>
              when the law requires it, for example in response to a valid subpoena or court order, or to protect
              someone's safety; and
            </li>
            <li>
              with a buyer or successor if our business is sold or merged, in which case your information remains
              protected by the promises in this policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies, Analytics and Embedded Content",
      body: (
        <>
          <p>
            This website uses no advertising or analytics cookies and no tracking pixels. Your browser may keep copies
            of our pages and images in its cache to load them faster; that is not used to identify you.
          </p>
          <p>
            When you send a form, it carries where your visit came from, which your browser kept in its session storage
            from the first page you opened (see <a href="#information-we-collect">Information We Collect</a>).
          </p>
          <p>
            The client portal demo stores one setting in your browser's session storage: a flag saying you have opened
            the demo dashboard. It contains no personal information, never leaves your device and is deleted when you
            log out or close the tab.
          </p>
          <p>
            Our <Link to="/contact/">Contact page</Link> shows a map of our office supplied by {map}. When that page
            loads, your browser requests the map directly from {map}, which receives your IP address and browser details
            and handles them under its own privacy policy. Links to social networks and other websites take you to
            services with their own privacy practices, which we do not control.
          </p>
        </>
      ),
    },
    {
      id: "health-information",
      title: "Health Information and HIPAA",
      body: (
        <>
          <p>
            This website is not a place to send protected health information (PHI). Please do not include patient names,
            dates of birth, medical record numbers, diagnoses or any other information about patients in our forms, in
            your messages or in the documents you upload. If you describe a workflow or problem, describe it in general
            terms.
          </p>
          <p>
            When we provide services that involve PHI, such as EHR support, medical scribing, billing and coding, we do
            so as a business associate under a signed Business Associate Agreement (BAA) with your practice, through
            secure systems set up for that purpose, and in line with the HIPAA Privacy, Security and Breach Notification
            Rules. That agreement, not this policy, governs how we handle your patients' information.
          </p>
          <p>
            If you send us PHI through this website by mistake, let us know and we will delete it from our records as
            soon as we can, unless the law requires us to keep it.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How We Protect Your Information",
      body: (
        <>
          <p>We protect the information you send us with safeguards suited to its sensitivity, including:</p>
          <ul>
            <li>
              encryption in transit (HTTPS) for every page and form, and encryption at rest for our database and
              backups;
            </li>
            <li>
              access limited to the staff who need it, each signing in with their own passkey (no shared accounts or
              passwords), with a record of who opened what;
            </li>
            <li>security reviews of our systems and of the providers we rely on; and</li>
            <li>staff training on privacy, security and HIPAA.</li>
          </ul>
          <p>
            No system is perfectly secure. If a breach affecting your personal information occurs, we will notify you
            and the authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How Long We Keep Information",
      body: (
        <>
          <p>We keep personal information only as long as we need it for the purpose it was collected for:</p>
          <ul>
            <li>
              what you send through the forms on this website (consultation, quote, subscription, service and contact
              requests, and newsletter sign-ups) and job applications with their resumes: deleted{" "}
              {period(RETENTION.leadMonths, "month")} after you send them, unless you become a client (our agreement
              with your practice then applies) or ask us to delete them sooner;
            </li>
            <li>
              form submissions our spam checks hold back for review, or our team marks as spam: deleted{" "}
              {period(RETENTION.spamDays, "day")} after they are sent;
            </li>
            <li>
              a one-way (hashed) form of your network (IP) address and your browser's description, stored with a form
              you send (and the hashed network alone when you move or cancel a booked consultation) to stop spam,
              duplicate submissions and too many emails from one network: deleted{" "}
              {period(RETENTION.identifierDays, "day")} after you send the form or make the change;
            </li>
            <li>
              where your visit came from (see above), the replies our team sends you about your request, the notes it
              writes while answering, who handled it and, for a consultation, whether the call took place: deleted with
              your request;
            </li>
            <li>
              a record of which member of our team opened, exported, changed or deleted your request, and when (it names
              your request by a reference number, not by what it says): deleted {period(RETENTION.auditMonths, "month")}{" "}
              after each entry;
            </li>
            <li>
              the one-way form of an email address that unsubscribed from our newsletter: until you subscribe again,
              since it is what keeps that address from our mail (a deletion request removes everything else);
            </li>
            <li>
              subscriptions and billing records: for the length of the subscription and then as long as tax and
              accounting law requires; and
            </li>
            <li>server logs: a few weeks, unless needed to investigate a security incident.</li>
          </ul>
          <p>
            An automatic clean-up runs once a day and deletes what this website has stored at its first run after the
            period has passed.
          </p>
          <p>When information is no longer needed, we delete it or make it anonymous.</p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights and Choices",
      body: (
        <>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>tell you what personal information we hold about you and give you a copy of it (access);</li>
            <li>correct information that is wrong or out of date;</li>
            <li>delete your information, unless we must keep it by law or to complete a service you requested; and</li>
            <li>
              stop sending you our newsletter or other marketing email; every newsletter also has an unsubscribe link.
            </li>
          </ul>
          <p>
            To make a request, email us at <a href={`mailto:${contact.email}`}>{contact.email}</a> or use the details in{" "}
            <a href="#contact">Contact Us</a>. We will confirm your identity, usually by replying to the email address
            we hold, and answer within 30 days. There is no charge. When we delete your information at your request, we
            keep only a record that the deletion happened, without your email address.
          </p>
        </>
      ),
    },
    {
      id: "california",
      title: "California Residents",
      body: (
        <>
          <p>
            If you live in California, the California Consumer Privacy Act as amended by the California Privacy Rights
            Act (CCPA/CPRA) gives you these additional rights:
          </p>
          <ul>
            <li>
              <strong>Right to know:</strong> the categories and specific pieces of personal information we have
              collected about you, the sources, the purposes, and the categories of third parties we disclose it to;
            </li>
            <li>
              <strong>Right to delete</strong> personal information we collected from you, subject to the exceptions in
              the law;
            </li>
            <li>
              <strong>Right to correct</strong> inaccurate personal information;
            </li>
            <li>
              <strong>Right to opt out of the sale or sharing</strong> of personal information. We do not sell or share
              personal information as those terms are defined in the CCPA, so there is nothing to opt out of;
            </li>
            <li>
              <strong>Right to limit the use of sensitive personal information.</strong> We use sensitive information,
              such as the contents of a job application, only for the purposes the law permits; and
            </li>
            <li>
              <strong>Right to non-discrimination:</strong> we will not treat you differently for exercising any of
              these rights.
            </li>
          </ul>
          <p>
            In the past twelve months we have collected these categories of personal information, all directly from you:
            identifiers (such as name, email address and phone number); professional or employment-related information
            (such as job title, practice details and resumes); and internet activity information (server logs). We used
            them for the purposes in <a href="#how-we-use-information">How We Use Your Information</a> and disclosed
            them only as described in <a href="#sharing">How We Share Information</a>.
          </p>
          <p>
            You, or an authorized agent acting for you, can make a request by email to{" "}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> or by calling{" "}
            <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>. We will verify your identity before acting, and
            respond within 45 days, or tell you if we need up to 45 more. California residents may also ask, once a year
            and free of charge, about any disclosure of personal information to third parties for their direct marketing
            (California Civil Code § 1798.83); we make no such disclosures.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children's Privacy",
      body: (
        <p>
          This website and our services are meant for medical practices and the adults who work in them. They are not
          directed to children under 13, and we do not knowingly collect personal information from children under 13. If
          you believe a child has sent us personal information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      body: (
        <p>
          We may update this policy when our practices or the law change. The effective date at the top of this page
          shows when it last changed. If we make a material change to how we use personal information we already hold,
          we will tell the people affected by email before the change applies.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Us",
      body: (
        <>
          <p>Questions about this policy or your information, or a request to exercise your rights, can be sent to:</p>
          <ContactDetails topic="Privacy" />
          <p css={{ marginTop: "1em" }}>
            Our <Link to="/terms-of-service/">Terms of Service</Link> explain the rules for using this website.
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          This policy explains how {company} collects, uses and protects the personal information you give us through
          this website, and the choices you have. It covers the website only: the services we provide to medical
          practices are governed by our client agreements and Business Associate Agreements.
        </p>
      }
      sections={sections}
    />
  );
};

export default PrivacyPolicyContent;
