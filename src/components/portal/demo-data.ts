/**
 * Every figure and name the demo dashboard shows. Nothing here is real client data: the portal is a
 * demonstration that sends nothing anywhere, so the numbers are fixed sample values in one place.
 */
import checkCircleIcon from "../../styles/icons/check-circle";
import fileTextIcon from "../../styles/icons/file-text";
import headsetIcon from "../../styles/icons/headset";
import trendingUpIcon from "../../styles/icons/trending-up";

export type DemoStat = { label: string; value: string; icon: string };
export type DemoService = { name: string; detail: string; status: "Active" };
export type DemoReport = { title: string; period: string; format: string };
export type DemoMessage = { from: string; subject: string; preview: string; date: string };
export type DemoAccountManager = { name: string; title: string; initials: string };

export const DEMO_CLIENT = {
  doctor: "Dr. Sarah Mitchell",
  practice: "Riverside Family Medicine",
} as const;

export const DEMO_STATS: readonly DemoStat[] = [
  { label: "Active Services", value: "3", icon: checkCircleIcon },
  { label: "This Month's Savings", value: "$12,450", icon: trendingUpIcon },
  { label: "Support Tickets", value: "2", icon: headsetIcon },
  { label: "Reports Available", value: "8", icon: fileTextIcon },
];

export const DEMO_SERVICES: readonly DemoService[] = [
  { name: "EHR Optimization", detail: "Professional plan · 24/7 support", status: "Active" },
  { name: "Virtual Medical Scribes", detail: "2 full-time scribes", status: "Active" },
  { name: "Revenue Cycle Management", detail: "Claims, denials and A/R follow-up", status: "Active" },
];

export const DEMO_REPORTS: readonly DemoReport[] = [
  { title: "Monthly Revenue Cycle Report", period: "May 2025", format: "PDF" },
  { title: "EHR Usage and Optimization Review", period: "Q2 2025", format: "PDF" },
  { title: "Scribe Documentation Quality Summary", period: "May 2025", format: "PDF" },
];

export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    from: "Michael Chen, Account Manager",
    subject: "Your Q2 optimization review is ready",
    preview:
      "The review covers template changes, order-set usage and time in chart for each provider. Let's walk through it on our next call.",
    date: "2025-06-24",
  },
  {
    from: "Revenue Cycle Team",
    subject: "Denial rate down for the third month",
    preview:
      "First-pass acceptance reached 96% in May. Two payer-specific issues remain open; details are in the monthly report.",
    date: "2025-06-18",
  },
];

export const DEMO_ACCOUNT_MANAGER: DemoAccountManager = {
  name: "Michael Chen",
  title: "Senior Account Manager",
  initials: "MC",
};
