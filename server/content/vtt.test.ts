import { describe, expect, it } from "vitest";
import { parseVtt } from "./vtt";

describe("parseVtt", () => {
  it("reads cues with identifiers, settings, hours and markup", () => {
    const text = [
      "\uFEFFWEBVTT - captions",
      "",
      "NOTE written for the test",
      "",
      "1",
      "00:00.000 --> 00:02.500 line:0",
      "<b>Fryer fire</b> under the hood",
      "Control: clean &amp; inspect",
      "",
      "01:00:03.250 --> 01:00:05.000",
      "Second cue",
      "",
    ].join("\r\n");
    expect(parseVtt(text)).toEqual({
      cues: [
        { start: 0, end: 2.5, lines: ["Fryer fire under the hood", "Control: clean & inspect"] },
        { start: 3603.25, end: 3605, lines: ["Second cue"] },
      ],
    });
  });

  it("refuses files that are not usable as captions", () => {
    expect(parseVtt("1\n00:00.000 --> 00:01.000\nHi\n")).toEqual({ error: "does not start with WEBVTT" });
    expect(parseVtt("WEBVTT\n")).toEqual({ error: "has no cues" });
    expect(parseVtt("WEBVTT\n\n00:02.000 --> 00:01.000\nBackwards\n")).toEqual({
      error: 'bad cue timing "00:02.000 --> 00:01.000"',
    });
    expect(parseVtt("WEBVTT\n\n00:00.000 --> 00:01.000\n<i></i>\n")).toEqual({
      error: "cue at 00:00.000 has no text",
    });
    expect(parseVtt("WEBVTT\n\nJust text\nwith no timing\n")).toEqual({
      error: 'cue without a timing line: "Just text"',
    });
    expect(
      parseVtt("WEBVTT\n\n00:05.000 --> 00:06.000\nLater\n\n00:01.000 --> 00:02.000\nEarlier\n"),
    ).toEqual({ error: "cue at 00:01.000 starts before the previous cue" });
  });
});
