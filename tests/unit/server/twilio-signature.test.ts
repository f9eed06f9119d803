import { getExpectedTwilioSignature } from "twilio";
import { isTwilioSignatureValid, twilioSignature } from "@/lib/server/sms/signature";

// Twilio's worked example ("Secure your webhooks"): this URL, these POST parameters and the auth
// token 12345 give the signature below.
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS: [string, string][] = [
  ["CallSid", "CA1234567890ABCDE"],
  ["Caller", "+14158675310"],
  ["Digits", "1234"],
  ["From", "+14158675310"],
  ["To", "+18005551212"],
];
const DOCUMENTED = "GvWf1cFY/Q7PnoempGyD5oXAezc=";

describe("Twilio's request signature", () => {
  it("gives the documented example's signature", () => {
    expect(twilioSignature("12345", URL, PARAMS)).toBe(DOCUMENTED);
    // the parameters are sorted by name whatever order they came in
    expect(twilioSignature("12345", URL, [...PARAMS].reverse())).toBe(DOCUMENTED);
    expect(isTwilioSignatureValid("12345", DOCUMENTED, URL, PARAMS)).toBe(true);
  });

  it("agrees with Twilio's own library on a reply's fields (spaces, plus signs, unicode)", () => {
    const params: [string, string][] = [
      ["Body", "Stop please 🎩"],
      ["From", "+447700900123"],
      ["To", "+447700900999"],
      ["MessageSid", "SM0123"],
    ];
    const url = "https://summonamagician.co.uk/api/sms/inbound";
    expect(twilioSignature("tok", url, params)).toBe(
      getExpectedTwilioSignature("tok", url, Object.fromEntries(params)),
    );
  });

  it("refuses another token, URL, parameter or a missing signature", () => {
    expect(isTwilioSignatureValid("54321", DOCUMENTED, URL, PARAMS)).toBe(false);
    expect(isTwilioSignatureValid("12345", DOCUMENTED, "https://mycompany.com/myapp.php", PARAMS)).toBe(false);
    expect(isTwilioSignatureValid("12345", DOCUMENTED, URL, [...PARAMS, ["Body", "STOP"]])).toBe(false);
    expect(isTwilioSignatureValid("12345", null, URL, PARAMS)).toBe(false);
    expect(isTwilioSignatureValid("12345", "", URL, PARAMS)).toBe(false);
  });
});
