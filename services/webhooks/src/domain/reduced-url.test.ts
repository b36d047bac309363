import { describe, expect, it } from "vitest";
import { reducedUrl } from "./reduced-url.js";

describe("reducedUrl keeps scheme, host and path only", () => {
  it.each<[string, string]>([
    ["https://hooks.example.com/in", "https://hooks.example.com/in"],
    ["https://hooks.example.com", "https://hooks.example.com/"],
    ["https://hooks.example.com/in?token=s3cret", "https://hooks.example.com/in"],
    ["https://hooks.example.com/in?", "https://hooks.example.com/in"],
    ["https://hooks.example.com/in#token=s3cret", "https://hooks.example.com/in"],
    ["https://hooks.example.com/in?a=1&token=s3cret#frag", "https://hooks.example.com/in"],
    ["https://user:pass@hooks.example.com/in", "https://hooks.example.com/in"],
    ["https://token@hooks.example.com/in", "https://hooks.example.com/in"],
    ["https://:pass@hooks.example.com/in", "https://hooks.example.com/in"],
    ["https://hooks.example.com:8443/in?x=1", "https://hooks.example.com:8443/in"],
    ["https://hooks.example.com:443/in", "https://hooks.example.com/in"],
    ["http://127.0.0.1:8787/hook?sig=abc", "http://127.0.0.1:8787/hook"],
    ["https://[2001:db8::1]:8443/in?x=1", "https://[2001:db8::1]:8443/in"],
    ["HTTPS://Hooks.Example.COM/In?x=1", "https://hooks.example.com/In"],
    ["https://hooks.example.com/a/b/c/", "https://hooks.example.com/a/b/c/"],
    [
      "https://hooks.example.com/in%3Ftoken=kept-as-path",
      "https://hooks.example.com/in%3Ftoken=kept-as-path",
    ],
    ["https://hooks.example.com/in ?token=s3cret", "https://hooks.example.com/in%20"],
    ["not a url", ""],
    ["", ""],
    ["mailto:someone@example.com?subject=x", ""],
    ["data:text/plain,token", ""],
  ])("%s → %s", (url, shown) => {
    expect(reducedUrl(url)).toBe(shown);
  });
});
