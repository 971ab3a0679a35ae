// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "kanji-list",
    products: [
        .library(name: "StateMachineKit", targets: ["StateMachineKit"]),
        .executable(name: "kanji-list", targets: ["kanji-list"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", exact: "0.9.20"),
    ],
    targets: [
        // The engine: GameplayKit-style, enum, event and statechart machines. No Foundation.
        .target(name: "StateMachineKit"),

        // C libraries from Debian.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CTextWidth"),
        .systemLibrary(name: "CLibz", providers: [.apt(["zlib1g-dev"])]),
        // msgpack-c, for wordfreq's word lists (the importer's --word-frequency).
        .systemLibrary(name: "CMsgpack", providers: [.apt(["libmsgpack-dev"])]),
        // libxml2's streaming reader behind a few C functions (for JMdict and KanjiVG). libxml2
        // (Debian libxml2-dev for its headers) is opened at the first reader, not linked: every
        // command would load it, with ICU and liblzma, as the process starts.
        .target(name: "CXMLReader", dependencies: ["CLibz"], cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // The dictionary's cached image: its layout, writing it, mapping it and checking every read. No JSON.
        .target(name: "CDictionaryImage"),
        // simdjson's On-Demand parser behind a C interface, for loading dictionaries (Debian libsimdjson-dev):
        // JSON in (inflated first by zlib when the file is gzip, as the bundled dictionary is), named values out.
        .target(name: "CSimdjsonBridge", dependencies: ["CDictionaryImage"], linkerSettings: [.linkedLibrary("simdjson"), .linkedLibrary("z")]),
        // What only kanji-benchmark needs of simdjson: the plain-simdjson baseline and file scaling.
        .target(name: "CSimdjsonBenchmark", linkerSettings: [.linkedLibrary("simdjson")]),

        // The dictionary: model, format, loading, indexes. No XML, no zlib.
        .target(name: "KanjiDictionary", dependencies: ["CSimdjsonBridge"]),

        // FSRS-6, the spaced-repetition scheduler: no terminal, no dictionary.
        .target(name: "SpacedRepetition"),

        // Deinflection: the dictionary forms an inflected Japanese word may come from (食べた → 食べる,
        // past), by the project's own rule table, with the JMdict word classes each needs. No Foundation.
        .target(name: "Deinflection"),

        // Search by kanji, kana, romaji, English and filters: query parser, romaji converter, index, ranking.
        // Kana: katakana and hiragana, and the one spelling readings are compared in. No dictionary.
        .target(name: "Kana"),

        .target(name: "KanjiSearch", dependencies: ["KanjiDictionary", "Kana", "Deinflection", "CStemmer", "EnglishRelations"]),
        // Snowball's stemmers (Debian libstemmer-dev), for English words' roots in search.
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        // English words related in meaning (synonyms, derived words) from WordNet's database
        // (Debian wordnet-base), read in place: no dictionary.
        .target(name: "EnglishRelations"),

        // MeCab's C API (Debian libmecab-dev), for its types: libmecab.so.2 is opened at run time.
        .systemLibrary(name: "CMeCab", providers: [.apt(["libmecab-dev", "mecab-ipadic-utf8"])]),
        // Japanese text cut into dictionary words: MeCab's morphemes joined by the dictionary, or
        // longest match where MeCab is missing; readings and furigana. No terminal.
        .target(name: "Segmentation", dependencies: ["KanjiDictionary", "Kana", "Deinflection", "CMeCab"]),

        // Pronunciation: pitch accents (their patterns and notation) and speech (Open JTalk). No terminal.
        .target(name: "Pronunciation", dependencies: ["KanjiDictionary"]),

        // The importer (KANJIDIC2, EDICT, JMdict, KRADFILE, KanjiVG, gzip, EUC-JP, the dictionary's
        // file writer) and `kanji-list import` as a request flow (prepare → convert → write,
        // cancel) on StateMachineKit.
        .target(
            name: "KanjiImport",
            dependencies: [
                "KanjiDictionary", "Deinflection", "Segmentation", "Pronunciation", "Kana", "StateMachineKit", "CLibz", "CXMLReader", "CMsgpack",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),

        // Handwriting recognition: zinnia (loaded at run time) and the project's own recogniser over
        // KanjiVG's strokes, and the two combined. No terminal.
        .target(name: "KanjiRecognition", dependencies: ["KanjiDictionary"]),

        // What the learner's files hold, for the app and the commands alike: the review log and its
        // schedule, bookmarks, history, the transition log. No terminal, no screens.
        .target(name: "LearnerData", dependencies: ["KanjiDictionary", "Pronunciation", "SpacedRepetition", "StateMachineKit"]),

        // The app: navigation, coordinators, screens, frames. No curses.
        .target(name: "KanjiBrowser", dependencies: ["LearnerData", "Pronunciation", "Segmentation", "Deinflection", "KanjiRecognition", "KanjiDictionary", "KanjiSearch", "StateMachineKit", "SpacedRepetition", "CTextWidth"]),

        // The only code that touches curses.
        .target(name: "KanjiTerminal", dependencies: ["KanjiBrowser", "LearnerData", "CNcursesw"]),

        .executableTarget(
            name: "kanji-list",
            dependencies: [
                "KanjiTerminal", "KanjiBrowser", "LearnerData", "KanjiDictionary", "KanjiImport", "Pronunciation", "KanjiRecognition", "KanjiSearch", "Segmentation", "StateMachineKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks: release-mode executables (`swift run -c release NAME`).
        .executableTarget(name: "statemachine-benchmark", dependencies: ["StateMachineKit"], path: "Sources/StateMachineBenchmark"),
        // The yardstick of a start: a Swift program printing a line with Foundation, built beside kanji-list.
        .executableTarget(name: "start-yardstick", path: "Sources/StartYardstick"),
        .executableTarget(
            name: "kanji-benchmark",
            dependencies: [
                "KanjiDictionary", "Kana", "KanjiSearch", "KanjiRecognition", "Segmentation", "KanjiBrowser", "Pronunciation", "CSimdjsonBenchmark",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/KanjiBenchmark"
        ),

        // What several test targets share: temporary folders removed when the test process exits.
        .target(name: "TestSupport", dependencies: ["KanjiDictionary"], path: "Tests/TestSupport"),
        .testTarget(
            name: "StateMachineKitTests",
            dependencies: ["StateMachineKit", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "KanjiDictionaryTests",
            dependencies: [
                "KanjiDictionary", "CSimdjsonBridge", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PronunciationTests", dependencies: ["Pronunciation", "KanjiDictionary", "TestSupport"]),
        .testTarget(name: "KanjiImportTests", dependencies: ["KanjiImport", "KanjiDictionary", "Pronunciation", "Segmentation", "StateMachineKit", "TestSupport"], exclude: ["ImportSamples"]),
        .testTarget(
            name: "KanjiBrowserTests",
            dependencies: [
                "KanjiBrowser", "LearnerData", "KanjiDictionary", "StateMachineKit", "SpacedRepetition", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "LearnerDataTests",
            dependencies: ["LearnerData", "KanjiDictionary", "SpacedRepetition", "StateMachineKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SpacedRepetitionTests", dependencies: ["SpacedRepetition"], exclude: ["Fixtures"]),
        .testTarget(name: "KanjiRecognitionTests", dependencies: ["KanjiRecognition", "KanjiDictionary", "TestSupport"]),
        .testTarget(name: "EnglishRelationsTests", dependencies: ["EnglishRelations"]),
        .testTarget(name: "KanjiSearchTests", dependencies: ["KanjiSearch", "KanjiDictionary", "CSimdjsonBridge", "Deinflection", "TestSupport"]),
        .testTarget(name: "DeinflectionTests", dependencies: ["Deinflection"], exclude: ["Fixtures"]),
        .testTarget(name: "KanaTests", dependencies: ["Kana"]),
        .testTarget(name: "SegmentationTests", dependencies: ["Segmentation", "KanjiDictionary", "TestSupport"]),
        .testTarget(name: "KanjiTerminalTests", dependencies: ["KanjiTerminal", "KanjiBrowser", "CNcursesw"]),
        .testTarget(
            name: "EndToEndTests",
            // KanjiBrowser only for its keymap: the random session presses the keys it binds.
            dependencies: ["KanjiDictionary", "KanjiBrowser", "LearnerData", "SpacedRepetition", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
