print("kanji-benchmark: not written yet")
