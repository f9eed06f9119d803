import "server-only";
import type { AccountingProviderId } from "@/lib/domain/accounting";
import type { AccountingProvider } from "./provider";
import { xeroProvider } from "./xero/provider";
import { xeroConfigured } from "./xero/client";

/*
 * The accounting systems the magician can connect, by name. The sync and the routes reach a provider
 * only through here.
 */

/** Until the FreeAgent provider is plugged in here, asking for it fails loudly rather than sending nothing. */
export function freeAgentNotWiredYet(): AccountingProvider {
  throw new Error("FreeAgent is not wired yet");
}

const PROVIDERS: Record<AccountingProviderId, () => AccountingProvider> = {
  xero: () => xeroProvider,
  freeagent: freeAgentNotWiredYet,
};

/** Whether the provider's OAuth client is set (else its connect button is not offered). */
const CONFIGURED: Record<AccountingProviderId, () => boolean> = {
  xero: xeroConfigured,
  freeagent: () => false,
};

export function accountingProvider(name: AccountingProviderId): AccountingProvider {
  return PROVIDERS[name]();
}

export function providerConfigured(name: AccountingProviderId): boolean {
  return CONFIGURED[name]();
}
