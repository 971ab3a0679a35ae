print("statemachine-benchmark: not written yet")
