import Foundation
import Testing
@testable import Jumbotron

@Suite struct PrintTableTests {
    let table = PrintTable(columns: ["id", "name", "runs"], rows: [
        [.number(1), .text("Boston Red Sox"), .number(10)],
        [.number(22), .text("進撃の巨人"), .null],
        [.number(3), .text("Evil\t\u{1B}]0;pwned\u{7}\nname"), .number(0)],
    ])

    @Test func tsvHasAHeaderAndNoRawTabsNewlinesOrControls() {
        let lines = table.render(.tsv).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "id\tname\truns")
        #expect(lines[1] == "1\tBoston Red Sox\t10")
        #expect(lines[2] == "22\t進撃の巨人\t")
        #expect(lines[3] == "3\tEvil ]0;pwned name\t0")
        #expect(lines.count == 5 && lines[4] == "")
    }

    @Test func textIsAlignedByDisplayWidth() {
        let lines = table.render(.text).split(separator: "\n")
        #expect(lines[0] == "id  name                runs")     // a header row
        #expect(lines[1] == " 1  Boston Red Sox        10")     // numbers right-aligned
        #expect(lines[2] == "22  進撃の巨人             -")     // absent is -, in the column
    }

    /// A field/value table is one JSON object with typed values; sections nest.
    @Test func aRecordIsOneObjectWithItsSections() throws {
        var record = PrintTable.record([("id", .number(8)), ("name", .text("A")), ("rating", .decimal(8.14, places: 1)),
                                        ("favorite", .bool(true)), ("ended", .null)])
        record.sections.append(.init(name: "games", table: PrintTable(columns: ["g"], rows: [[.number(1)], [.null]])))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(record.render(.json).utf8)) as? [String: Any])
        #expect(parsed["id"] as? Int == 8)
        #expect(parsed["rating"] as? Double == 8.1)
        #expect(parsed["favorite"] as? Bool == true)
        #expect(parsed["ended"] is NSNull)
        #expect((parsed["games"] as? [[String: Any]])?.count == 2)
        let text = record.render(.text)
        #expect(text.hasPrefix("id        8\nname      A\n"))          // a record names its own rows: no header
        #expect(text.contains("\ngames:\ng\n1\n-\n"))
        #expect(record.render(.tsv).contains("\n# games\ng\n1\n\n"))
        #expect(PrintTable.json(.decimal(.nan, places: 2)) == "null")
    }

    @Test func jsonIsValidAndKeepsTypes() throws {
        let data = Data(table.render(.json).utf8)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(parsed.count == 3)
        #expect(parsed[0]["name"] as? String == "Boston Red Sox")
        #expect(parsed[0]["runs"] as? Int == 10)
        #expect(parsed[1]["runs"] is NSNull)
        #expect(parsed[2]["name"] as? String == "Evil\t\u{1B}]0;pwned\u{7}\nname")
        #expect(!table.render(.json).contains("\u{1B}"))
    }

    @Test func emptyJSONIsAnEmptyArray() throws {
        let empty = PrintTable(columns: ["a"]).render(.json)
        #expect(empty == "[]\n")
        #expect((try JSONSerialization.jsonObject(with: Data(empty.utf8)) as? [Any])?.isEmpty == true)
        #expect(PrintTable(columns: ["a"]).render(.tsv) == "a\n")          // the header alone
        #expect(PrintTable(columns: ["a"]).render(.text) == "a\n")
    }
}

/// A right-to-left override in a show's name reverses what follows it on
/// the line; print drops it in text and TSV and escapes it in JSON.
@Suite struct PrintBidiTests {
    let table = PrintTable(columns: ["id", "name"], rows: [[.number(7), .text("Harbor \u{202E}Lights\u{2066}x\u{2069}")]])

    @Test func textAndTSVCarryNoBidiControl() {
        for format in [OutputFormat.text, .tsv] {
            let out = table.render(format)
            #expect(!out.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, "\(format)")
            #expect(out.contains("Harbor Lightsx"))
        }
    }

    @Test func jsonEscapesThemAndKeepsTheValue() throws {
        let out = table.render(.json)
        #expect(out.contains("\\u202e") && out.contains("\\u2066") && !out.contains("\u{202E}"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        #expect(parsed[0]["name"] as? String == "Harbor \u{202E}Lights\u{2066}x\u{2069}")
    }
}
