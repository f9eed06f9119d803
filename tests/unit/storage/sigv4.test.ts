/** @jest-environment node */
import { EMPTY_PAYLOAD_SHA256, amzDate, sha256Hex, signV4, uriEncode } from "@/lib/server/storage/sigv4";

// The "GET Object" example of AWS's "Signature Calculations for the Authorization Header" page
// (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html).
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};

describe("SigV4 signer", () => {
  it("reproduces AWS's published GET Object example", () => {
    const signed = signV4(
      {
        method: "GET",
        url: "https://examplebucket.s3.amazonaws.com/test.txt",
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        date: new Date("2013-05-24T00:00:00Z"),
      },
      credentials,
    );
    expect(signed.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        "x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(signed.stringToSign).toBe(
      [
        "AWS4-HMAC-SHA256",
        "20130524T000000Z",
        "20130524/us-east-1/s3/aws4_request",
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
      ].join("\n"),
    );
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(signed.headers["x-amz-date"]).toBe("20130524T000000Z");
    expect(signed.headers["x-amz-content-sha256"]).toBe(EMPTY_PAYLOAD_SHA256);
  });

  it("a different secret gives a different signature", () => {
    const request = {
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      payloadHash: EMPTY_PAYLOAD_SHA256,
      date: new Date("2013-05-24T00:00:00Z"),
    };
    expect(signV4(request, credentials).signature).not.toBe(
      signV4(request, { ...credentials, secretAccessKey: "other" }).signature,
    );
  });

  it("encodes paths, queries and dates as SigV4 wants", () => {
    expect(uriEncode("a b/c~d*")).toBe("a%20b%2Fc~d%2A");
    expect(uriEncode("a b/c", false)).toBe("a%20b/c");
    expect(amzDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
    expect(sha256Hex("")).toBe(EMPTY_PAYLOAD_SHA256);
    const signed = signV4(
      {
        method: "put",
        url: "http://127.0.0.1:9000/bucket/x%20y.png?b=2&a=1",
        payloadHash: EMPTY_PAYLOAD_SHA256,
        date: new Date(0),
      },
      credentials,
    );
    const lines = signed.canonicalRequest.split("\n");
    expect(lines.slice(0, 4)).toEqual(["PUT", "/bucket/x%20y.png", "a=1&b=2", "host:127.0.0.1:9000"]);
  });
});
