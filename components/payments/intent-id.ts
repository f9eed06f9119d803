/** The id of a payment intent from its client secret ('pi_x_secret_y' -> 'pi_x'). */
export function intentIdFromSecret(clientSecret: string): string {
  const index = clientSecret.indexOf("_secret_");
  return index > 0 ? clientSecret.slice(0, index) : clientSecret;
}
