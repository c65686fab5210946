/**
 * The key a sender is counted by: Netlify's context.ip only (a client sets any X-Forwarded-For it likes).
 * An IPv6 address counts by its network, so walking through it gains nothing: by its /64, the block one subscriber
 * usually gets, or by a wider prefix where a whole site's allocation (a /48) should count as one. An IPv4-mapped
 * IPv6 address counts as its IPv4 address.
 */
import ipaddr from "ipaddr.js";

/** The one bucket for an absent or unreadable address. */
export const UNKNOWN_ADDRESS = "unknown";

export function clientKey(ip: string | undefined, ipv6Prefix = 64): string {
  const text = ip?.trim() ?? "";
  if (!ipaddr.isValid(text)) return UNKNOWN_ADDRESS;
  // process() turns an IPv4-mapped IPv6 address into its IPv4 address.
  const address = ipaddr.process(text);
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${ipv6Prefix}`).toString()}/${ipv6Prefix}`;
}
