import "server-only";
import type { AccountingProviderId } from "@/lib/domain/accounting";
import type { AccountingProvider } from "./provider";
import { xeroProvider } from "./xero/provider";
import { xeroConfigured } from "./xero/client";
import { freeAgentProvider } from "./freeagent/provider";
import { freeAgentConfigured } from "./freeagent/client";

/*
 * The accounting systems the magician can connect, by name. The sync and the routes reach a provider
 * only through here.
 */

const PROVIDERS: Record<AccountingProviderId, () => AccountingProvider> = {
  xero: () => xeroProvider,
  freeagent: () => freeAgentProvider,
};

/** Whether the provider's OAuth client is set (else its connect button is not offered). */
const CONFIGURED: Record<AccountingProviderId, () => boolean> = {
  xero: xeroConfigured,
  freeagent: freeAgentConfigured,
};

export function accountingProvider(name: AccountingProviderId): AccountingProvider {
  return PROVIDERS[name]();
}

export function providerConfigured(name: AccountingProviderId): boolean {
  return CONFIGURED[name]();
}
